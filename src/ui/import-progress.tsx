// The parts an import dialog shows while a file goes in and after: the progress bar (its value and text for
// screen readers), the phase in words for one polite live region, and the refused rows as a table. Used by the
// employee and punch imports.
import type { UploadProgress } from '../lib/streamed-upload.ts';

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** The phase in words, for the live region: announced once per phase, not once per row. `what` names the rows
 * going in ("employees", "punches"). */
export function importPhaseText(p: UploadProgress, what: string): string {
  if (p.phase === 'uploading') return 'Uploading the file…';
  if (p.phase === 'checking') return 'Checking every row…';
  return `Importing ${formatCount(p.total)} ${what}…`;
}

export function importOutcomeColour(outcome: { ok: boolean } | null): string {
  if (!outcome) return 'text-slate-700 dark:text-slate-300';
  return outcome.ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-400';
}

export function ImportProgressBar({ progress }: { progress: UploadProgress }) {
  const value =
    progress.phase === 'uploading'
      ? progress.total > 0
        ? Math.round((progress.loaded / progress.total) * 100)
        : 0
      : progress.phase === 'inserting'
        ? Math.round((progress.done / Math.max(1, progress.total)) * 100)
        : null;
  const text =
    progress.phase === 'uploading'
      ? `Uploading: ${value}%`
      : progress.phase === 'inserting'
        ? `Imported ${formatCount(progress.done)} of ${formatCount(progress.total)}`
        : 'Checking every row';
  return (
    <div className="mb-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={value === null ? undefined : 0}
        aria-valuemax={value === null ? undefined : 100}
        aria-valuenow={value ?? undefined}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full bg-blue-700 dark:bg-blue-400 ${value === null ? 'w-1/3 animate-pulse' : 'transition-[width]'}`}
          style={value === null ? undefined : { width: `${value}%` }}
        />
      </div>
      <p aria-hidden="true" className="mt-1 text-xs text-slate-700 dark:text-slate-300">
        {text}
      </p>
    </div>
  );
}

export interface ImportIssueRow {
  row: number;
  field: string;
  message: string;
}

/** The problems by row; `listed` is how many at most the server lists (said when it cut the list short). */
export function ImportReport({
  issues,
  refusedRows,
  totalRows,
  truncated,
  listed,
}: {
  issues: readonly ImportIssueRow[];
  refusedRows: number;
  totalRows: number;
  truncated: boolean;
  listed: number;
}) {
  return (
    <div
      role="region"
      aria-label="Problems by row"
      tabIndex={0}
      className="mt-2 max-h-64 overflow-auto rounded-md border border-slate-300 dark:border-slate-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-xs text-slate-700 dark:text-slate-300">
          {refusedRows > 0 ? `${formatCount(refusedRows)} of ${formatCount(totalRows)} rows refused. ` : ''}
          {truncated ? `The first ${formatCount(listed)} problems are listed. ` : ''}
          Row numbers are as a spreadsheet shows them; the header is row 1.
        </caption>
        <thead className="sticky top-0 bg-slate-100 dark:bg-slate-800">
          <tr>
            <th scope="col" className="px-3 py-1.5">
              Row
            </th>
            <th scope="col" className="px-3 py-1.5">
              Column
            </th>
            <th scope="col" className="px-3 py-1.5">
              Problem
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue, i) => (
            <tr key={i} className="border-t border-slate-200 dark:border-slate-700">
              <td className="px-3 py-1 tabular-nums">{issue.row}</td>
              <td className="px-3 py-1 font-mono text-xs">{issue.field}</td>
              <td className="px-3 py-1">{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
