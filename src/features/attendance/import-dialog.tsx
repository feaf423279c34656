// "Import punches" (dialog 'attendance.import'): a device's .csv or .xlsx of punches (staff_id, timestamp in
// Phnom Penh time, optional device) through the console's import dialog (ui/file-import-dialog.tsx): its upload
// and the server's progress (reading, recording, working out the days), then how many punches went in and how
// many were already recorded, or the problems row by row (nothing written).
import { PUNCH_IMPORT_COLUMNS, PUNCH_IMPORT_MAX_ROWS } from '../../../contract/api/attendance.ts';
import { IMPORT_MAX_REPORT } from '../../../contract/api/employee-import.ts';
import { textNow, useText } from '../../i18n/text.ts';
import type { UploadProgress } from '../../lib/streamed-upload.ts';
import { FileImportDialog, formatCount, importPhaseText } from '../../ui/file-import-dialog.tsx';
import { downloadPunchTemplate, importPunches, punchFileProblem } from './api/import-punches.ts';

// The server's steps while it imports: reading the rows, recording the punches, working out the days.
const STEPS = new Set(['reading', 'inserting', 'deriving']);

/** Announced once per phase and step, not once per progress line. */
function phaseText(p: UploadProgress): string {
  if (p.phase !== 'inserting' || !p.step || !STEPS.has(p.step))
    return importPhaseText(p, textNow('attendance.punchesWord'));
  return textNow('attendance.phase', { step: p.step, count: formatCount(p.total) });
}

const counting = (done: number, total: number, step?: string) =>
  textNow('attendance.counting', {
    step: step && STEPS.has(step) ? step : 'inserting',
    done: formatCount(done),
    total: formatCount(total),
  });

export default function PunchImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  return (
    <FileImportDialog
      open={open}
      onClose={onClose}
      title={t('attendance.importTitle')}
      intro={t('attendance.importIntro', { max: formatCount(PUNCH_IMPORT_MAX_ROWS) })}
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
