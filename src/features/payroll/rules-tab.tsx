// The rules tab: the statutory rules as dated data (tax on salary, NSSF, overtime, the hourly rate and the unpaid
// day), each from the month it applies, in words, with its source. Read only: a new rule is a new dated row.
import { monthLabel } from '../../../commands/areas/attendance/attendance-period.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { useRules } from './api/rules-api.ts';
import { ruleName, ruleText } from './rule-text.ts';

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
  const rules = [...data.data].sort(
    (a, b) => a.key.localeCompare(b.key) || b.effective_from.localeCompare(a.effective_from),
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
              <th scope="col" className="px-3 py-2">
                Rule
              </th>
              <th scope="col" className="px-3 py-2">
                From
              </th>
              <th scope="col" className="px-3 py-2">
                Value
              </th>
              <th scope="col" className="px-3 py-2">
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.map((r) => (
              <tr
                key={`${r.key}-${r.effective_from}`}
                className="border-t border-slate-200 align-top dark:border-slate-800"
              >
                <th scope="row" className="px-3 py-2 font-medium">
                  {ruleName(r.key)}
                </th>
                <td className="whitespace-nowrap px-3 py-2">{monthLabel(r.effective_from)}</td>
                <td className="px-3 py-2">{ruleText(r.key, r.value)}</td>
                <td className="px-3 py-2 text-slate-700 dark:text-slate-300">{r.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
