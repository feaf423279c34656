// The import dialog and its parts: the progress bar (its value and text for screen readers), the phase in words
// for one polite live region, and the refused rows as a table. Used by the employee and punch imports.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { UploadProgress } from '../lib/streamed-upload.ts';
import { textNow, useText } from '../i18n/text.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Modal } from './modal.tsx';

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** The phase in words, for the live region: announced once per phase, not once per row. `what` names the rows
 * going in ("employees", "punches"). */
export function importPhaseText(p: UploadProgress, what: string): string {
  if (p.phase === 'uploading') return textNow('ui.import.uploadingFile');
  if (p.phase === 'checking') return textNow('ui.import.checkingRows');
  return textNow('ui.import.importingRows', { count: formatCount(p.total), what });
}

export function importOutcomeColour(outcome: { ok: boolean } | null): string {
  if (!outcome) return 'text-slate-700 dark:text-slate-300';
  return outcome.ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-400';
}

/** The bar's words while the server counts: "Imported 1,200 of 5,000" unless the import says otherwise. */
export function ImportProgressBar({
  progress,
  counting = (done, total) => textNow('ui.import.imported', { done: formatCount(done), total: formatCount(total) }),
}: {
  progress: UploadProgress;
  counting?: (done: number, total: number, step?: string) => string;
}) {
  const t = useText();
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
      ? t('ui.import.uploading', { value: value ?? 0 })
      : progress.phase === 'inserting'
        ? counting(progress.done, progress.total, progress.step)
        : t('ui.import.checking');
  return (
    <div className="mb-2">
      <div
        role="progressbar"
        aria-label={t('ui.import.progress')}
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
  const t = useText();
  return (
    <div
      role="region"
      aria-label={t('ui.import.problems')}
      tabIndex={0}
      className="mt-2 max-h-64 overflow-auto rounded-md border border-slate-300 dark:border-slate-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-xs text-slate-700 dark:text-slate-300">
          {refusedRows > 0
            ? t('ui.import.refused', { refused: formatCount(refusedRows), total: formatCount(totalRows) })
            : ''}
          {truncated ? t('ui.import.firstListed', { listed: formatCount(listed) }) : ''}
          {t('ui.import.rowNumbers')}
        </caption>
        <thead className="sticky top-0 bg-slate-100 dark:bg-slate-800">
          <tr>
            <th scope="col" className="px-3 py-1.5">
              {t('ui.import.row')}
            </th>
            <th scope="col" className="px-3 py-1.5">
              {t('ui.import.column')}
            </th>
            <th scope="col" className="px-3 py-1.5">
              {t('ui.import.problem')}
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

export interface ImportColumnHelp {
  name: string;
  required: boolean;
  hint: string;
}

type Outcome =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      report: readonly ImportIssueRow[];
      refusedRows: number;
      totalRows: number;
      truncated: boolean;
    };

/**
 * An import dialog: choose a .csv or .xlsx, watch it upload, get checked and go in, and read what was refused
 * row by row. The progress bar carries its value for screen readers; the phase and the outcome are announced
 * through one polite live region. While rows go in the dialog stays: closing it would hide how the import ended.
 */
export function FileImportDialog({
  open,
  onClose,
  title,
  intro,
  columns,
  onTemplate,
  problemOf,
  run,
  phaseText,
  counting,
  listed,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: ReactNode;
  columns: readonly ImportColumnHelp[];
  onTemplate: () => void;
  /** What the browser refuses before sending (type, size, empty), or null. */
  problemOf: (file: File) => string | null;
  run: (file: File, onProgress: (p: UploadProgress) => void) => Promise<Outcome>;
  phaseText: (p: UploadProgress) => string;
  counting?: (done: number, total: number, step?: string) => string;
  /** How many problems the server lists at most. */
  listed: number;
}) {
  const t = useText();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = progress !== null;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setOutcome(null);
    setFileError(chosen ? (problemOf(chosen) ?? undefined) : undefined);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const chooseFile = t('ui.import.chooseFile');
    const problem = file ? problemOf(file) : chooseFile;
    if (problem || !file) return setFileError(problem ?? chooseFile);
    setOutcome(null);
    setProgress({ phase: 'uploading', loaded: 0, total: file.size });
    const result = await run(file, setProgress);
    setProgress(null);
    setOutcome(result);
    if (result.ok) {
      // The file is cleared so it is not sent twice by accident; Close is what comes next.
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      closeRef.current?.focus();
    }
  };

  return (
    <Modal open={open} onClose={busy ? () => {} : onClose} title={title} width="max-w-2xl">
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{intro}</p>
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={onTemplate}>
            {t('ui.import.template')}
          </Button>
        </div>
        <details className="mb-4 text-sm">
          <summary className="cursor-pointer font-medium">{t('ui.import.columns')}</summary>
          <ul className="mt-2 grid gap-0.5 text-slate-700 dark:text-slate-300">
            {columns.map((c) => (
              <li key={c.name}>
                <code className="font-mono text-xs">{c.name}</code>
                {c.required ? t('ui.import.required') : ''} — {c.hint}
              </li>
            ))}
          </ul>
        </details>
        <Field label={t('ui.import.file')} error={fileError}>
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-autofocus
              autoFocus
              disabled={busy}
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
            />
          )}
        </Field>

        {progress ? <ImportProgressBar progress={progress} counting={counting} /> : null}
        <p
          role="status"
          aria-live="polite"
          className={`min-h-5 text-sm ${importOutcomeColour(progress ? null : outcome)}`}
        >
          {progress ? phaseText(progress) : outcome?.message}
        </p>
        {outcome && !outcome.ok && outcome.report.length > 0 ? (
          <ImportReport
            issues={outcome.report}
            refusedRows={outcome.refusedRows}
            totalRows={outcome.totalRows}
            truncated={outcome.truncated}
            listed={listed}
          />
        ) : null}

        <div className="mt-6 flex justify-end gap-2">
          <Button ref={closeRef} onClick={() => !busy && onClose()} aria-disabled={busy || undefined}>
            {t('common.close')}
          </Button>
          {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus to the page. */}
          <Button type="submit" variant="primary" aria-disabled={busy || undefined}>
            {busy ? t('ui.import.importing') : t('ui.import.import')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
