// /employee/add and /employee/edit/{id}: every field of the API, checked by the contract's own rules
// before sending; the server's refusals (400 validators, 409 duplicates) land on their fields.
import { useMemo, type ReactNode } from 'react';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { attendanceSheetPath } from '../../../commands/areas/attendance/attendance-commands.ts';
import {
  EMPLOYEE_STATUSES,
  GENDERS,
  type CreateEmployeeBody,
  type EmployeeDetail,
} from '../../../contract/api/employees.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { AFTER_SAVE, focusRowAfterSave, useUnsavedChanges } from '../../lib/unsaved-changes.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { DateField } from '../../ui/date-picker.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useOffices, useTeams } from './api/get-directory-options.ts';
import { useEmployee } from './api/get-employee.ts';
import { saveEmployee } from './api/save-employee.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import { ContractSection } from './contract-section.tsx';
import { employeeEntity } from './employee-entity.ts';
import {
  EMPTY_EMPLOYEE_FORM,
  employeeFormResolver,
  formValuesOf,
  type EmployeeFormValues,
} from './employee-form-schema.ts';
import { useText } from '../../i18n/text.ts';
import { OfficeCheckboxes } from './office-checkboxes.tsx';
import { PhotoField } from './photo-field.tsx';
import { TeamSelect, type TeamChoice } from './team-select.tsx';

const LIST = '/employee';

export default function EmployeeFormPage() {
  const t = useText();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const employee = useEmployee(id);
  const detail = employee.data?.data;
  // Named once loaded: "Edit Sok Dara", not a title that names nobody.
  const title = id
    ? detail
      ? t('employees.editNamed', { name: detail.full_name })
      : t('page./employee/edit/:id')
    : t('page./employee/add');

  let body;
  if (id && employee.error) {
    body = (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t('employees.loadFailed')}
      </p>
    );
  } else if (id && !detail) {
    body = (
      <p role="status" className="text-sm">
        {t('employees.loading')}
      </p>
    );
  } else {
    // A fresher copy from the server (revalidated on open) starts the form again from what it holds.
    body = <EmployeeForm key={detail ? `${detail.id}:${detail.updated_at}` : 'new'} id={id} detail={detail ?? null} />;
  }
  return (
    <section>
      <PageHeader title={title}>{detail ? <AttendanceLink detail={detail} /> : null}</PageHeader>
      {body}
      {id && detail ? <Contracts id={id} name={detail.full_name} /> : null}
    </section>
  );
}

function Contracts({ id, name }: { id: number; name: string }) {
  const { permissions } = useCommandContext();
  return <ContractSection employeeId={id} name={name} canRecord={permissions.has('employee:update')} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="grid gap-x-6 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function EmployeeForm({ id, detail }: { id: number | null; detail: EmployeeDetail | null }) {
  const t = useText();
  const optional = (label: string) => t('employees.optional', { label });
  const navigate = useNavigate();
  const { permissions } = useCommandContext();
  const teams = useTeams(permissions.has('team:read'));
  const offices = useOffices(permissions.has('office:read'));
  const initial = useMemo(() => (detail ? formValuesOf(detail) : EMPTY_EMPLOYEE_FORM), [detail]);
  const resolver = useMemo(() => employeeFormResolver(id ? 'update' : 'create'), [id]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EmployeeFormValues, unknown, CreateEmployeeBody>({ resolver, defaultValues: initial });
  const { leave } = useUnsavedChanges(isDirty);

  // Without the right to list teams or offices, the employee's own still show (and are kept on save).
  const teamChoices: TeamChoice[] =
    teams.data ?? (detail?.team && detail.department ? [{ ...detail.team, department: detail.department }] : []);
  const officeChoices = offices.data ?? detail?.offices ?? [];
  const teamId = watch('team_id');
  const department = teamChoices.find((t) => String(t.id) === teamId)?.department.name;
  const fullName = `${watch('first_name')} ${watch('last_name')}`.trim();

  const onSubmit = handleSubmit(async (body) => {
    try {
      // An unchanged photo need not travel again (it is the largest field by far).
      const payload = id && body.photo === initial.photo ? { ...body, photo: undefined } : body;
      const res = await saveEmployee(id, payload);
      toast.success(res?.message || t(id ? 'toast.employees.updated' : 'toast.employees.created'));
      focusRowAfterSave('employee', res.data.id);
      navigate(LIST, AFTER_SAVE);
    } catch (err) {
      applyServerErrors(err, setError, t(id ? 'toast.employees.failedUpdate' : 'toast.employees.failedCreate'));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t(id ? 'employees.formEdit' : 'employees.formAdd')}
    >
      {detail ? <LinkedUser detail={detail} canOpen={permissions.has('sysUser:update')} /> : null}
      <Section title={t('employees.personal')}>
        <TextField
          label={t('employees.field.first_name')}
          autoComplete="off"
          maxLength={100}
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label={t('employees.field.last_name')}
          autoComplete="off"
          maxLength={100}
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <SelectField
          label={t('employees.field.gender')}
          placeholder={t('employees.selectGender')}
          options={GENDERS.map((g) => ({ value: g, label: t(`employees.gender.${g}`) }))}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <DateField control={control} name="date_of_birth" label={t('employees.field.date_of_birth')} />
        <div className="md:col-span-2">
          <Controller
            control={control}
            name="photo"
            render={({ field, fieldState }) => (
              <PhotoField
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                name={fullName}
              />
            )}
          />
        </div>
      </Section>

      <Section title={t('employees.contact')}>
        <TextField
          label={t('employees.field.phone')}
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('employees.field.email')}
          type="email"
          autoComplete="off"
          maxLength={200}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="md:col-span-2">
          <Field label={optional(t('employees.field.address'))} error={errors.address?.message}>
            {(c) => <textarea {...c} rows={2} maxLength={300} {...register('address')} />}
          </Field>
        </div>
      </Section>

      <Section title={t('employees.employment')}>
        <StaffIdField isNew={!id} error={errors.staff_id?.message} registration={register('staff_id')} />
        <TextField
          label={t('employees.field.position')}
          autoComplete="off"
          maxLength={100}
          error={errors.position?.message}
          {...register('position')}
        />
        <TeamSelect teams={teamChoices} error={errors.team_id?.message} {...register('team_id')} />
        <Field label={t('common.department')}>
          {(c) => (
            <output id={c.id} className="block py-2 text-sm" aria-live="polite">
              {department ?? t('employees.followsTeam')}
            </output>
          )}
        </Field>
        <div className="md:col-span-2">
          <Controller
            control={control}
            name="office_ids"
            render={({ field, fieldState }) => (
              <OfficeCheckboxes
                offices={officeChoices}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                firstRef={field.ref}
                error={fieldState.error?.message}
                loading={offices.isLoading}
              />
            )}
          />
        </div>
        <DateField control={control} name="join_date" label={t('employees.field.join_date')} />
        <DateField
          control={control}
          name="probation_end_date"
          label={optional(t('employees.field.probation_end_date'))}
        />
        <SelectField
          label={t('common.status')}
          placeholder={t('employees.selectStatus')}
          options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: t(`employees.status.${s}`) }))}
          error={errors.status?.message}
          {...register('status')}
        />
        {detail ? (
          <Field label={t('employees.probation')}>
            {(c) => (
              <output id={c.id} className="block py-2 text-sm">
                {t(`employees.probation.${detail.probation}`)}
              </output>
            )}
          </Field>
        ) : null}
      </Section>

      <Section title={t('employees.pay')}>
        <TextField
          label={t('employees.field.salary')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          error={errors.salary?.message}
          {...register('salary')}
        />
        <TextField
          label={optional(t('employees.field.bank_name'))}
          autoComplete="off"
          maxLength={100}
          error={errors.bank_name?.message}
          {...register('bank_name')}
        />
        <TextField
          label={optional(t('employees.field.bank_account'))}
          autoComplete="off"
          inputMode="numeric"
          maxLength={40}
          error={errors.bank_account?.message}
          {...register('bank_account')}
        />
      </Section>

      <div className="flex justify-end gap-2">
        <a
          href={LIST}
          className={buttonClass('secondary')}
          onClick={(e) => (e.preventDefault(), leave(), navigate(LIST))}
        >
          {t('common.cancel')}
        </a>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {t(
            isSubmitting
              ? id
                ? 'employees.updating'
                : 'employees.creating'
              : id
                ? 'employees.update'
                : 'employees.create',
          )}
        </Button>
      </div>
    </form>
  );
}

function StaffIdField({
  isNew,
  error,
  registration,
}: {
  isNew: boolean;
  error?: string;
  registration: UseFormRegisterReturn<'staff_id'>;
}) {
  const t = useText();
  const hintId = 'employee-staff-id-hint';
  return (
    <Field label={isNew ? t('employees.optional', { label: t('common.staffId') }) : t('common.staffId')} error={error}>
      {(c) => (
        <>
          <input
            {...c}
            autoComplete="off"
            maxLength={20}
            aria-describedby={[c['aria-describedby'], isNew ? hintId : null].filter(Boolean).join(' ') || undefined}
            {...registration}
          />
          {isNew ? (
            <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
              {t('employees.staffIdHint')}
            </p>
          ) : null}
        </>
      )}
    </Field>
  );
}

/** The system user linked to this employee, if any, and the way to open it. */
/** The employee's attendance this period (the sheet of one employee), for whoever may read attendance. */
function AttendanceLink({ detail }: { detail: EmployeeDetail }) {
  const t = useText();
  const { permissions } = useCommandContext();
  if (!permissions.has('attendance:read')) return null;
  return (
    <a
      href={attendanceSheetPath(undefined, detail.id)}
      className={buttonClass('secondary')}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void runCommand('attendance.ofEmployee', employeeEntity(detail), 'button');
      }}
    >
      {t('employees.attendance')}
    </a>
  );
}

function LinkedUser({ detail, canOpen }: { detail: EmployeeDetail; canOpen: boolean }) {
  const t = useText();
  const user = detail.user;
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
      <h2 className="mb-1 font-semibold">{t('employees.systemUser')}</h2>
      {user ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>
            {t('employees.linkedTo', { username: '\u0001' })
              .split('\u0001')
              .flatMap((part, i) => (i ? [<strong key={i}>{user.username}</strong>, part] : [part]))}
          </span>
          {canOpen ? (
            <a
              href={`/users/${user.id}/edit`}
              className={buttonClass('secondary', 'sm')}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                void runCommand('employee.openUser', employeeEntity(detail), 'button');
              }}
            >
              {t('employees.openUser', { username: user.username })}
            </a>
          ) : null}
        </p>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{t('employees.noUser')}</p>
      )}
    </div>
  );
}
