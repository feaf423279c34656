// "Import employees" (dialog 'employee.import'): the console's import dialog (ui/file-import-dialog.tsx) over
// POST /employee/import.
import { IMPORT_COLUMNS, IMPORT_MAX_REPORT } from '../../../contract/api/employee-import.ts';
import { FileImportDialog, importPhaseText } from '../../ui/file-import-dialog.tsx';
import { downloadImportTemplate, fileProblem, importEmployees } from './api/import-employees.ts';
import { useText } from '../../i18n/text.ts';

export default function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  return (
    <FileImportDialog
      open={open}
      onClose={onClose}
      title={t('employees.importTitle')}
      intro={t('employees.importIntro')}
      columns={IMPORT_COLUMNS}
      onTemplate={downloadImportTemplate}
      problemOf={fileProblem}
      run={importEmployees}
      phaseText={(p) => importPhaseText(p, 'employees')}
      listed={IMPORT_MAX_REPORT}
    />
  );
}
