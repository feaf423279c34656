// Add Team / Edit Team: name, department, lead. "Add team" with a department focused (or from its
// row) starts in that department; the edit dialog is about the team in `ui.dialogArg`.
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { teamBody, type TeamItem } from '../../../contract/api/departments.ts';
import { ui } from '../../lib/ui-state.ts';
import { FormButtons, SAVE_LABELS } from '../../ui/form-buttons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTeam } from './api/get-department.ts';
import { useAllDepartments } from './api/get-organisation.ts';
import type { PersonOption } from '../../lib/employee-search.ts';
import { saveTeam } from './api/save.ts';
import { EmployeePicker } from '../../ui/employee-picker.tsx';
import { applyServerErrors, contractResolver, type FieldMap } from '../../lib/form-errors.ts';
import { spokenOnScreen } from '../../lib/error-text.ts';
import { useText } from '../../i18n/text.ts';
import { LoadState } from '../../ui/load-state.tsx';

interface TeamForm {
  name: string;
  department: string;
  lead: PersonOption | null;
}

const FIELDS: FieldMap<TeamForm> = { name: 'name', department_id: 'department', lead_id: 'lead' };
/** The request body before the contract checks it (an unchosen department stays missing). */
const toBody = (v: TeamForm) => ({
  name: v.name,
  department_id: v.department ? Number(v.department) : undefined,
  lead_id: v.lead?.id ?? null,
});
const toForm = (t: TeamItem): TeamForm => ({ name: t.name, department: String(t.department.id), lead: t.lead });
const speak = spokenOnScreen({ department_id: 'department', manager_id: 'manager', lead_id: 'lead' });
const resolver = contractResolver(teamBody, toBody, FIELDS, speak);

export default function TeamDialog({ mode, onClose }: { mode: 'add' | 'edit'; onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const id = mode === 'edit' && dialogArg?.kind === 'team' ? dialogArg.id : null;
  const startIn = mode === 'add' && dialogArg?.kind === 'department' ? String(dialogArg.id) : '';
  const { data, error, isLoading } = useTeam(id);
  const departments = useAllDepartments();
  const options = (departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  const form = useForm<TeamForm>({ resolver, defaultValues: { name: '', department: startIn, lead: null } });
  const { register, control, handleSubmit, setError, reset, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  const team = data?.data;

  useEffect(() => {
    if (team) reset(toForm(team));
  }, [team, reset]);

  // The department list may arrive after the form: re-apply so the select shows the chosen one.
  useEffect(() => {
    if (options.length) reset(getValues(), { keepDirtyValues: true, keepErrors: true });
  }, [options.length, reset, getValues]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await saveTeam(id, teamBody.parse(toBody(values)));
      toast.success(message || t(id ? 'toast.departments.teamUpdated' : 'toast.departments.teamCreated'));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: FIELDS,
        conflictField: 'name',
        speak,
        fallback: t(id ? 'toast.departments.failedUpdateTeam' : 'toast.departments.failedCreateTeam'),
      });
    }
  });

  return (
    <Modal open onClose={onClose} title={t(mode === 'edit' ? 'departments.editTeam' : 'departments.addTeam')}>
      <LoadState
        failed={t('departments.teamCouldNotLoad')}
        waiting={mode === 'edit' && (isLoading || !team)}
        error={mode === 'edit' && (!!error || !id)}
        onClose={onClose}
      >
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label={t('common.name')}
            autoFocus
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <SelectField
            label={t('common.department')}
            placeholder={t('departments.selectDepartment')}
            options={options}
            error={errors.department?.message}
            {...register('department')}
          />
          <Controller
            control={control}
            name="lead"
            render={({ field }) => (
              <EmployeePicker
                label={t('departments.lead')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.lead?.message}
              />
            )}
          />
          <FormButtons onCancel={onClose} submitting={isSubmitting} {...SAVE_LABELS[mode]} />
        </form>
      </LoadState>
    </Modal>
  );
}
