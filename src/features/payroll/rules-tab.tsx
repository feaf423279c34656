// The rules tab: the statutory rules as dated data (tax on salary, NSSF, overtime, the hourly rate and the unpaid
// day), each from the month it applies, in words, with its source; the row in force this month is marked. Read
// only: a new rule is a new dated row.
import { monthLabel } from '../../../contract/dates.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { useRules } from './api/rules-api.ts';

const cell = 'px-3 py-2';

export function RulesTab() {
  const { data, error, isLoading } = useRules();
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errorMessage(error, 'The payroll rules could not be loaded.')}
      </p>
    );
  if (isLoading || !data)
    return (
      <p role="status" className="text-sm">
        Loading…
      </p>
    );
  return (
    <>
      <p className="mb-3 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
        Each payroll month uses the newest rule of each kind that took effect by then. Tax and NSSF are computed in
        riel, rounded to the riel, and converted back at the run's exchange rate.
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-300 dark:border-slate-700">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Statutory payroll rules</caption>
          <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              <th scope="col" className={cell}>
                Rule
              </th>
              <th scope="col" className={cell}>
                From
              </th>
              <th scope="col" className={cell}>
                Rule in words
              </th>
              <th scope="col" className={cell}>
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((r) => (
              <tr key={r.id} className="border-t border-slate-200 align-top dark:border-slate-800">
                <th scope="row" className={`${cell} font-medium`}>
                  {r.label}
                  {r.in_force ? (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-950 dark:text-green-300">
                      In force
                    </span>
                  ) : null}
                </th>
                <td className={`${cell} whitespace-nowrap`}>{monthLabel(r.effective_from)}</td>
                <td className={cell}>{r.summary}</td>
                <td className={`${cell} text-slate-700 dark:text-slate-300`}>{r.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
