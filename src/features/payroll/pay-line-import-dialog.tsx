// "Import pay lines for…" (dialog 'payLine.import', about a month): a .csv or .xlsx of one-off pay lines (staff_id,
// kind, name, amount or percent, taxable) through the console's import dialog: the upload and the server's
// progress, then how many went in, or the problems row by row (nothing written).
import { monthOfId } from '../../../commands/month-text.ts';
import { formatMonth } from '../../lib/time.ts';
import { useText } from '../../i18n/text.ts';
import { useSnapshot } from 'valtio';
import { IMPORT_MAX_REPORT, IMPORT_MAX_ROWS } from '../../../contract/api/employee-import.ts';
import { PAY_LINE_IMPORT_COLUMNS } from '../../../contract/api/payroll.ts';
import { ui } from '../../lib/ui-state.ts';
import { FileImportDialog, formatCount, importPhaseText } from '../../ui/file-import-dialog.tsx';
import { downloadPayLineTemplate, importPayLines, payLineFileProblem } from './api/import-pay-lines.ts';

export default function PayLineImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const month =
    dialogArg?.kind === 'payLineMonth' ? ((dialogArg.extra?.month as string) ?? monthOfId(dialogArg.id)) : null;
  if (!month) return null;
  return (
    <FileImportDialog
      open={open}
      onClose={onClose}
      title={t('payroll.import.title', { month: formatMonth(month) })}
      intro={t('payroll.import.intro', { month: formatMonth(month), max: formatCount(IMPORT_MAX_ROWS) })}
      columns={PAY_LINE_IMPORT_COLUMNS}
      onTemplate={downloadPayLineTemplate}
      problemOf={payLineFileProblem}
      run={importPayLines(month)}
      phaseText={(p) => importPhaseText(p, 'pay lines')}
      listed={IMPORT_MAX_REPORT}
    />
  );
}
