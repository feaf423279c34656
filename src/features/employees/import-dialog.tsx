// "Import employees" (dialog 'employee.import'): the console's import dialog (ui/file-import-dialog.tsx) over
// POST /employee/import.
import { IMPORT_COLUMNS, IMPORT_MAX_REPORT } from '../../../contract/api/employee-import.ts';
import { FileImportDialog, importPhaseText } from '../../ui/file-import-dialog.tsx';
import { downloadImportTemplate, fileProblem, importEmployees } from './api/import-employees.ts';

export default function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FileImportDialog
      open={open}
      onClose={onClose}
      title="Import Employees"
      intro="One employee per row, up to 5,000 rows and 5 MB. Every row is checked first: if any row has a problem, nothing is imported and each problem is listed here."
      columns={IMPORT_COLUMNS}
      onTemplate={downloadImportTemplate}
      problemOf={fileProblem}
      run={importEmployees}
      phaseText={(p) => importPhaseText(p, 'employees')}
      listed={IMPORT_MAX_REPORT}
    />
  );
}
