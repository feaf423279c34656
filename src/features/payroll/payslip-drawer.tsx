// One payslip of the register in a side panel (a modal dialog: focus moves in on open, Escape closes, focus goes
// back to the row). Its page (/payslip?id=) has the A4 print view and the PDF.
import { Link } from 'react-router-dom';
import { payslipPath } from '../../../commands/areas/payroll/payroll-commands.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { useText } from '../../i18n/text.ts';
import { usePayslip } from './api/payroll-api.ts';
import { PayslipDocument } from './payslip-document.tsx';

export function PayslipDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useText();
  const { data, error } = usePayslip(id);
  const p = data?.data;
  return (
    <Drawer
      title={p ? t('payroll.payslipOf', { name: p.employee_name }) : t('payroll.payslip')}
      onClose={onClose}
      initialFocus="close"
      actions={
        p ? (
          <Link to={payslipPath(p.id)} className={buttonClass('secondary', 'sm')}>
            {t('payroll.openPayslipPage')}
          </Link>
        ) : null
      }
    >
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('payroll.payslipFailed')}
        </p>
      ) : !p ? (
        <p role="status" className="text-sm">
          {t('payroll.loading')}
        </p>
      ) : (
        <PayslipDocument p={p} headingLevel={3} />
      )}
    </Drawer>
  );
}
