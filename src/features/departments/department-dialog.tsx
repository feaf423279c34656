// Add Department / Edit Department: name, manager (an employee), description. The edit dialog is
// about the department in `ui.dialogArg` and loads it fresh.
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { departmentBody, type DepartmentItem } from '../../../contract/api/departments.ts';
import { ui } from '../../lib/ui-state.ts';
import { FormButtons, SAVE_LABELS } from '../../ui/form-buttons.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDepartment } from './api/get-department.ts';
import type { PersonOption } from '../../lib/employee-search.ts';
import { saveDepartment } from './api/save.ts';
import { EmployeePicker } from '../../ui/employee-picker.tsx';
import { applyServerErrors, contractResolver, type FieldMap } from '../../lib/form-errors.ts';
import { spokenOnScreen } from '../../lib/error-text.ts';
import { useText } from '../../i18n/text.ts';
import { LoadState } from '../../ui/load-state.tsx';

interface DepartmentForm {
  name: string;
  description: string;
  manager: PersonOption | null;
}

const EMPTY: DepartmentForm = { name: '', description: '', manager: null };
const FIELDS: FieldMap<DepartmentForm> = { name: 'name', description: 'description', manager_id: 'manager' };
const toBody = (v: DepartmentForm) => ({ name: v.name, description: v.description, manager_id: v.manager?.id ?? null });
const toForm = (d: DepartmentItem): DepartmentForm => ({
  name: d.name,
  description: d.description,
  manager: d.manager,
});
const speak = spokenOnScreen({ department_id: 'department', manager_id: 'manager', lead_id: 'lead' });
const resolver = contractResolver(departmentBody, toBody, FIELDS, speak);

export default function DepartmentDialog({ mode, onClose }: { mode: 'add' | 'edit'; onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const id = mode === 'edit' && dialogArg?.kind === 'department' ? dialogArg.id : null;
  const { data, error, isLoading } = useDepartment(id);
  const form = useForm<DepartmentForm>({ resolver, defaultValues: EMPTY });
  const { register, control, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const department = data?.data;

  useEffect(() => {
    if (department) reset(toForm(department));
  }, [department, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await saveDepartment(id, departmentBody.parse(toBody(values)));
      toast.success(message || t(id ? 'toast.departments.updated' : 'toast.departments.created'));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: FIELDS,
        conflictField: 'name',
        speak,
        fallback: t(id ? 'toast.departments.failedUpdate' : 'toast.departments.failedCreate'),
      });
    }
  });

  return (
    <Modal open onClose={onClose} title={t(mode === 'edit' ? 'departments.edit' : 'departments.add')}>
      <LoadState
        failed={t('departments.couldNotLoad')}
        waiting={mode === 'edit' && (isLoading || !department)}
        error={mode === 'edit' && (!!error || !id)}
        onClose={onClose}
      >
        <form onSubmit={onSubmit} noValidate>
          {/* The form mounts after the record loads, inside a portal: focus the name when it appears. */}
          <TextField
            label={t('common.name')}
            autoFocus
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <Controller
            control={control}
            name="manager"
            render={({ field }) => (
              <EmployeePicker
                label={t('departments.manager')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.manager?.message}
              />
            )}
          />
          <Field label={t('common.description')} error={errors.description?.message}>
            {(c) => <textarea {...c} rows={3} {...register('description')} />}
          </Field>
          <FormButtons onCancel={onClose} submitting={isSubmitting} {...SAVE_LABELS[mode]} />
        </form>
      </LoadState>
    </Modal>
  );
}
