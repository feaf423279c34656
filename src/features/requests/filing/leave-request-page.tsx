// /leave/add: file a leave request for an employee (or for yourself): type, dates with half days, reason and,
// when the type needs one, an attachment. Shows the employee's balance of that type by their ledger on the leave's
// first day, the working days the request takes, live, and the balance the request leaves then. The server decides (balance, overlaps, limits); its refusals
// land on their fields.
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useForm } from '../../../lib/use-form.ts';
import { REQUEST_KIND_META } from '../../../../commands/areas/requests/request-kinds.ts';
import { leaveRequestBody } from '../../../../contract/api/requests-leave.ts';
import { satisfies } from '../../../../contract/permissions.ts';
import { LEAVE_PERMISSION } from '../../../../commands/areas/requests/request-commands.ts';
import { useText } from '../../../i18n/text.ts';
import { useCommandContext } from '../../../lib/use-command-context.ts';
import { DateField } from '../../../ui/date-picker.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useHolidayDates } from '../../../lib/leave/get-holidays.ts';
import { useLeaveBalance } from '../../../lib/leave/get-leave-balances.ts';
import { useLeaveTypes } from '../../../lib/leave/get-leave-types.ts';
import { businessToday } from '../../../lib/time.ts';
import { AttachmentField } from './attachment-field.tsx';
import { BalanceAfterRequest } from './balance-after-request.tsx';
import { FilingForm, ReasonField, RequesterField, useFileRequest, useFocusOnLoad } from './filing-form.tsx';
import { LeaveBalanceSummary } from './leave-balance-summary.tsx';
import { LeaveDaysPreview } from './leave-days-preview.tsx';
import {
  EMPTY_LEAVE,
  LEAVE_FIELDS,
  leavePreview,
  leaveResolver,
  leaveSpan,
  speakLeave,
  toLeaveBody,
  type LeaveForm,
} from './leave-form.ts';

const KIND = REQUEST_KIND_META.leave;

export default function LeaveRequestPage() {
  const t = useText();
  const { permissions } = useCommandContext();
  const types = useLeaveTypes();
  const typeList = types.data?.data ?? [];
  const { control, register, handleSubmit, setError, clearErrors, setValue, setFocus, watch, formState } =
    useForm<LeaveForm>({
      resolver: leaveResolver,
      context: { types: typeList },
      defaultValues: EMPTY_LEAVE,
    });
  const { errors, isSubmitting } = formState;
  useFocusOnLoad(setFocus, 'employee');

  const v = watch();
  const type = typeList.find((item) => String(item.id) === v.leave_type);
  const span = leaveSpan(v);
  const on = span?.start_date ?? businessToday();
  const canReadBalances = satisfies(permissions, LEAVE_PERMISSION);
  const balance = useLeaveBalance(v.employee?.id, type?.id, on, canReadBalances);
  const holidays = useHolidayDates(
    span && permissions.has('calendar:read') ? { from: span.start_date, to: span.end_date } : null,
  );
  const preview = span ? leavePreview(span, holidays.error ? null : holidays.dates) : null;

  // An attachment belongs to a type that asks for one.
  const needsAttachment = !!type?.needs_attachment;
  useEffect(() => {
    if (!needsAttachment) setValue('attachment', null);
  }, [needsAttachment, setValue]);

  const file = useFileRequest(KIND, setError, {
    fields: LEAVE_FIELDS,
    speak: speakLeave,
    fallback: t('requests.leaveFailed'),
  });
  const onSubmit = handleSubmit((values) => file(leaveRequestBody.parse(toLeaveBody(values))));

  return (
    <section>
      <PageHeader title={t('page./leave/add')} />
      <FilingForm
        kind={KIND}
        label={t('requests.addLeave')}
        onSubmit={onSubmit}
        submitting={isSubmitting}
        dirty={formState.isDirty}
      >
        <RequesterField control={control} />
        <SelectField
          label={t('requests.leaveType')}
          placeholder={t(types.isLoading ? 'requests.loadingLeaveTypes' : 'requests.selectLeaveType')}
          options={typeList.map((item) => ({
            value: String(item.id),
            label: t(item.paid ? 'requests.typePaid' : 'requests.typeUnpaid', { name: item.name }),
          }))}
          error={errors.leave_type?.message ?? (types.error ? t('requests.leaveTypesFailed') : undefined)}
          {...register('leave_type')}
        />
        {canReadBalances ? (
          <LeaveBalanceSummary
            type={type}
            on={on}
            hasEmployee={!!v.employee}
            balance={balance.balance}
            loading={balance.isLoading}
            requestedDays={preview?.days ?? null}
          />
        ) : null}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <DateField control={control} name="start_date" label={t('common.startDate')} />
          <DateField control={control} name="end_date" label={t('requests.endDate')} />
        </div>
        <fieldset className="mb-2">
          <legend className="mb-2 text-sm font-medium">{t('requests.halfDays')}</legend>
          <CheckboxField
            label={t('requests.firstAfternoon')}
            hint={t('requests.firstAfternoonHint')}
            error={errors.start_half?.message}
            {...register('start_half')}
          />
          <CheckboxField
            label={t('requests.lastMorning')}
            hint={t('requests.lastMorningHint')}
            error={errors.end_half?.message}
            {...register('end_half')}
          />
        </fieldset>
        <LeaveDaysPreview preview={preview} />
        {canReadBalances ? (
          <BalanceAfterRequest
            ask={
              v.employee && type && span
                ? { employeeId: v.employee.id, leaveTypeId: type.id, on: span.start_date }
                : null
            }
            days={preview?.days ?? null}
          />
        ) : null}
        <ReasonField registration={register('reason')} error={errors.reason?.message} />
        {needsAttachment ? (
          <Controller
            control={control}
            name="attachment"
            render={({ field }) => (
              <AttachmentField
                value={field.value}
                onChange={(a) => {
                  field.onChange(a);
                  if (a) clearErrors('attachment');
                }}
                onProblem={(message) => setError('attachment', { type: 'validation', message }, { shouldFocus: true })}
                typeName={type!.name}
                error={errors.attachment?.message}
                ref={field.ref}
              />
            )}
          />
        ) : null}
      </FilingForm>
    </section>
  );
}
