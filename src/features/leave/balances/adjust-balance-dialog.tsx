// Adjust balance: add or remove days of one employee's balance of one leave type with a reason, a line of their
// ledger from today (or the day the balances screen is read on). Shows the ledger's figures that day and the
// balance the change leaves.
import { useForm } from '../../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { sharedText, useText } from '../../../i18n/text.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatBusinessDateNumeric } from '../../../lib/time.ts';
import { ui } from '../../../lib/ui-state.ts';
import { FormButtons } from '../../../ui/form-buttons.tsx';
import { LoadState } from '../../../ui/load-state.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { adjustBalance } from '../api/adjust-balance.ts';
import { useLeaveBalance } from '../../../lib/leave/get-leave-balances.ts';
import { formatDays } from '../../../lib/leave/days.ts';
import { balanceRefOf } from '../leave-entities.ts';
import {
  ADJUST_FIELDS,
  adjustResolver,
  EMPTY_ADJUST,
  balanceAfter,
  toAdjustBody,
  type AdjustForm,
} from './adjust-form.ts';
import { BalanceFigures } from '../../../ui/balance-figures.tsx';

export default function AdjustBalanceDialog({ onClose }: { onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const ref = balanceRefOf(dialogArg);
  const { balance, isLoading, error } = useLeaveBalance(ref?.employeeId, ref?.leaveTypeId, ref?.on);
  const { register, handleSubmit, setError, watch, formState } = useForm<AdjustForm>({
    resolver: adjustResolver,
    defaultValues: EMPTY_ADJUST,
  });
  const { errors, isSubmitting } = formState;
  const after = balance ? balanceAfter(balance.balance, watch('days')) : null;

  const onSubmit = handleSubmit(async (values) => {
    if (!ref) return;
    try {
      const message = await adjustBalance(toAdjustBody(ref, values));
      toast.success(message ? sharedText(t, message) : t('toast.leave.balanceAdjusted'));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, { fields: ADJUST_FIELDS, fallback: t('leave.adjustFailed') });
    }
  });

  return (
    <Modal open onClose={onClose} title={t('leave.adjustTitle')}>
      <LoadState
        failed={t('leave.balanceCouldNotLoad')}
        waiting={!!ref && isLoading}
        error={!ref || !!error || (!isLoading && !balance)}
        onClose={onClose}
      >
        {balance ? (
          <form onSubmit={onSubmit} noValidate>
            <p className="mb-2 text-sm">
              <span className="font-semibold">{balance.employee.full_name}</span> ({balance.employee.staff_id}) ·{' '}
              {balance.leave_type.name} · {t('leave.adjustFrom', { on: formatBusinessDateNumeric(balance.on) })}
            </p>
            <div className="mb-4 rounded-md border border-slate-300 p-3 text-sm dark:border-slate-600">
              <BalanceFigures balance={balance} label={t('leave.adjustFigures')} />
            </div>
            <TextField
              label={t('leave.days')}
              type="number"
              inputMode="decimal"
              step={0.5}
              min={-366}
              max={366}
              autoFocus
              hint={t('leave.adjustDaysHint')}
              error={errors.days?.message}
              {...register('days')}
            />
            <TextAreaField
              label={t('common.reason')}
              rows={2}
              maxLength={500}
              error={errors.reason?.message}
              {...register('reason')}
            />
            <p className="text-sm" aria-live="polite">
              {after === null ? '' : t('leave.adjustAfter', { after: formatDays(after) })}
            </p>
            <FormButtons
              onCancel={onClose}
              submitting={isSubmitting}
              label={t('leave.adjustTitle')}
              busyLabel={t('leave.adjustBusy')}
            />
          </form>
        ) : null}
      </LoadState>
    </Modal>
  );
}
