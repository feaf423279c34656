// "Import pay lines for…" (dialog 'payLine.import', about a month): a .csv or .xlsx of one-off pay lines (staff_id,
// kind, name, amount or percent, taxable) through the console's import dialog: the upload and the server's
// progress, then how many went in, or the problems row by row (nothing written).
import { monthOfId } from '../../../commands/month-text.ts';
import { monthLabel } from '../../../contract/dates.ts';
import { useSnapshot } from 'valtio';
import { IMPORT_MAX_REPORT, IMPORT_MAX_ROWS } from '../../../contract/api/employee-import.ts';
import { PAY_LINE_IMPORT_COLUMNS } from '../../../contract/api/payroll.ts';
import { ui } from '../../lib/ui-state.ts';
import { FileImportDialog, formatCount, importPhaseText } from '../../ui/file-import-dialog.tsx';
import { downloadPayLineTemplate, importPayLines, payLineFileProblem } from './api/import-pay-lines.ts';

export default function PayLineImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { dialogArg } = useSnapshot(ui);
  const month =
    dialogArg?.kind === 'payLineMonth' ? ((dialogArg.extra?.month as string) ?? monthOfId(dialogArg.id)) : null;
  if (!month) return null;
  return (
    <FileImportDialog
      open={open}
      onClose={onClose}
      title={`Import Pay Lines, ${monthLabel(month)}`}
      intro={`Each row becomes a one-off pay line of ${monthLabel(month)}, up to ${formatCount(IMPORT_MAX_ROWS)} rows. If any row has a problem, nothing is imported and each problem is listed here.`}
      columns={PAY_LINE_IMPORT_COLUMNS}
      onTemplate={downloadPayLineTemplate}
      problemOf={payLineFileProblem}
      run={importPayLines(month)}
      phaseText={(p) => importPhaseText(p, 'pay lines')}
      listed={IMPORT_MAX_REPORT}
    />
  );
}
