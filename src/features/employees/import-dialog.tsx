// "Import employees" (dialog 'employee.import'): choose a .csv or .xlsx, watch it upload, get checked and
// go in, and read what was refused row by row. The progress bar carries its value for screen readers; the
// phase and the outcome are announced through one polite live region.
import { useRef, useState, type FormEvent } from 'react';
import { IMPORT_COLUMNS, IMPORT_MAX_REPORT } from '../../../contract/api/employee-import.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { ImportProgressBar, ImportReport, importOutcomeColour, importPhaseText } from '../../ui/import-progress.tsx';
import { Modal } from '../../ui/modal.tsx';
import {
  downloadImportTemplate,
  fileProblem,
  importEmployees,
  type ImportOutcome,
  type ImportProgress,
} from './api/import-employees.ts';

const CHOOSE_FILE = 'Choose a .csv or .xlsx file to import.';

export default function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = progress !== null;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setOutcome(null);
    setFileError(chosen ? (fileProblem(chosen) ?? undefined) : undefined);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = file ? fileProblem(file) : CHOOSE_FILE;
    if (problem || !file) return setFileError(problem ?? CHOOSE_FILE);
    setOutcome(null);
    setProgress({ phase: 'uploading', loaded: 0, total: file.size });
    const result = await importEmployees(file, setProgress);
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
    // While rows are going in the dialog stays: closing it would hide how the import ended.
    <Modal open={open} onClose={busy ? () => {} : onClose} title="Import Employees" width="max-w-2xl">
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
          One employee per row, up to 5,000 rows and 5 MB. Every row is checked first: if any row has a problem, nothing
          is imported and each problem is listed here.
        </p>
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={downloadImportTemplate}>
            Download template (.csv)
          </Button>
        </div>
        <ColumnHelp />
        <Field label="File (.csv or .xlsx)" error={fileError}>
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

        {progress ? <ImportProgressBar progress={progress} /> : null}
        <p
          role="status"
          aria-live="polite"
          className={`min-h-5 text-sm ${importOutcomeColour(progress ? null : outcome)}`}
        >
          {progress ? importPhaseText(progress, 'employees') : outcome?.message}
        </p>
        {outcome && !outcome.ok && outcome.report.length > 0 ? (
          <ImportReport
            issues={outcome.report}
            refusedRows={outcome.refusedRows}
            totalRows={outcome.totalRows}
            truncated={outcome.truncated}
            listed={IMPORT_MAX_REPORT}
          />
        ) : null}

        <div className="mt-6 flex justify-end gap-2">
          <Button ref={closeRef} onClick={() => !busy && onClose()} aria-disabled={busy || undefined}>
            Close
          </Button>
          {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus to the page. */}
          <Button type="submit" variant="primary" aria-disabled={busy || undefined}>
            {busy ? 'Importing...' : 'Import'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function ColumnHelp() {
  return (
    <details className="mb-4 text-sm">
      <summary className="cursor-pointer font-medium">Columns and formats</summary>
      <ul className="mt-2 grid gap-0.5 text-slate-700 dark:text-slate-300">
        {IMPORT_COLUMNS.map((c) => (
          <li key={c.name}>
            <code className="font-mono text-xs">{c.name}</code>
            {c.required ? ' (required)' : ''} — {c.hint}
          </li>
        ))}
      </ul>
    </details>
  );
}
