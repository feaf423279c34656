// One payslip of the register in a side panel (a modal dialog: focus moves in on open, Escape closes, focus goes
// back to the row). Its page (/payslip?id=) has the A4 print view and the PDF.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { payslipPath } from '../../../commands/areas/payroll/payroll-commands.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { useText } from '../../i18n/text.ts';
import { usePayslip } from './api/payroll-api.ts';
import { PayslipDocument } from './payslip-document.tsx';

export function PayslipDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useText();
  const { data, error } = usePayslip(id);
  const p = data?.data;
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open onClose={onClose} initialFocus={closeRef} className="fixed inset-0 z-40">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div data-drawer className="fixed inset-y-0 right-0 flex w-full max-w-2xl">
        <DialogPanel className="flex h-full w-full flex-col overflow-y-auto bg-white p-5 shadow-xl dark:bg-slate-900">
          <div className="mb-4 flex items-start justify-between gap-3">
            <DialogTitle as="h2" className="text-lg font-semibold">
              {p ? t('payroll.payslipOf', { name: p.employee_name }) : t('payroll.payslip')}
            </DialogTitle>
            <div className="flex gap-2">
              {p ? (
                <Link to={payslipPath(p.id)} className={buttonClass('secondary', 'sm')}>
                  {t('payroll.openPayslipPage')}
                </Link>
              ) : null}
              <Button ref={closeRef} size="sm" onClick={onClose}>
                {t('common.close')}
              </Button>
            </div>
          </div>
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
        </DialogPanel>
      </div>
    </Dialog>
  );
}
