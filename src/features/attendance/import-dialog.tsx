// "Import punches" (dialog 'attendance.import'): a device's .csv or .xlsx of punches (staff_id, timestamp in
// Phnom Penh time, optional device) through the console's import dialog (ui/file-import-dialog.tsx): its upload
// and the server's progress (reading, recording, working out the days), then how many punches went in and how
// many were already recorded, or the problems row by row (nothing written).
import { PUNCH_IMPORT_COLUMNS, PUNCH_IMPORT_MAX_ROWS } from '../../../contract/api/attendance.ts';
import { IMPORT_MAX_REPORT } from '../../../contract/api/employee-import.ts';
import type { UploadProgress } from '../../lib/streamed-upload.ts';
import { FileImportDialog, formatCount, importPhaseText } from '../../ui/file-import-dialog.tsx';
import { downloadPunchTemplate, importPunches, punchFileProblem } from './api/import-punches.ts';

const STEPS: Record<string, [string, string]> = {
  reading: ['Reading', 'rows'],
  inserting: ['Recording', 'punches'],
  deriving: ['Working out', 'days'],
};

/** Announced once per phase and step, not once per progress line. */
function phaseText(p: UploadProgress): string {
  if (p.phase !== 'inserting' || !p.step || !STEPS[p.step]) return importPhaseText(p, 'punches');
  const [verb, what] = STEPS[p.step];
  return `${verb} ${formatCount(p.total)} ${what}…`;
}

const counting = (done: number, total: number, step?: string) => {
  const [verb, what] = STEPS[step ?? 'inserting'] ?? STEPS.inserting;
  return `${verb}: ${formatCount(done)} of ${formatCount(total)} ${what}`;
};

export default function PunchImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FileImportDialog
      open={open}
      onClose={onClose}
      title="Import Punches"
      intro={`One punch per row, up to ${formatCount(PUNCH_IMPORT_MAX_ROWS)} rows. Punches already recorded are skipped, so the same file can be imported again. If any row has a problem, nothing is imported and each problem is listed here.`}
      columns={PUNCH_IMPORT_COLUMNS}
      onTemplate={downloadPunchTemplate}
      problemOf={punchFileProblem}
      run={importPunches}
      phaseText={phaseText}
      counting={counting}
      listed={IMPORT_MAX_REPORT}
    />
  );
}
