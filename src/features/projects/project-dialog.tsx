// Add Project / Edit Project: name, code, department, members, start and end dates (end on or after
// start), description. The edit dialog is about the project in `ui.dialogArg` and loads it fresh.
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { projectBody } from '../../../contract/api/projects.ts';
import { ui } from '../../lib/ui-state.ts';
import { DateField } from '../../ui/date-picker.tsx';
import { Button } from '../../ui/button.tsx';
import { FormButtons, SAVE_LABELS } from '../../ui/form-buttons.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDepartmentOptions } from '../../lib/department-options.ts';
import { useProject } from './api/get-projects.ts';
import { saveProject } from './api/save-project.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { MemberPicker } from './member-picker.tsx';
import { useText } from '../../i18n/text.ts';
import {
  EMPTY_PROJECT,
  PROJECT_FIELDS,
  projectResolver,
  spoken,
  toProjectBody,
  toProjectForm,
  type ProjectForm,
} from './project-form.ts';

export default function ProjectDialog({ mode, onClose }: { mode: 'add' | 'edit'; onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const id = mode === 'edit' && dialogArg?.kind === 'project' ? dialogArg.id : null;
  const { data, error, isLoading } = useProject(id);
  const { options } = useDepartmentOptions();
  const { register, control, handleSubmit, setError, reset, getValues, formState } = useForm<ProjectForm>({
    resolver: projectResolver,
    defaultValues: EMPTY_PROJECT,
  });
  const { errors, isSubmitting } = formState;
  const project = data?.data;

  useEffect(() => {
    if (project) reset(toProjectForm(project));
  }, [project, reset]);

  // The department list may arrive after the project: re-apply so the select shows its department.
  useEffect(() => {
    if (options.length) reset(getValues(), { keepDirtyValues: true, keepErrors: true });
  }, [options.length, reset, getValues]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await saveProject(id, projectBody.parse(toProjectBody(values)));
      toast.success(message || t(id ? 'toast.projects.updated' : 'toast.projects.created'));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: PROJECT_FIELDS,
        conflictField: 'code',
        speak: spoken,
        fallback: t(id ? 'toast.projects.failedUpdate' : 'toast.projects.failedCreate'),
      });
    }
  });

  const waiting = mode === 'edit' && !error && (isLoading || !project);
  const failed = mode === 'edit' && (!!error || !id);

  return (
    <Modal open onClose={onClose} title={t(mode === 'edit' ? 'projects.edit' : 'projects.add')} width="max-w-lg">
      {failed ? (
        <>
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('projects.loadFailed')}
          </p>
          <div className="mt-4 flex justify-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        </>
      ) : waiting ? (
        <p className="text-sm" role="status">
          {t('shell.loading')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <div className="grid gap-x-4 sm:grid-cols-[2fr_1fr]">
            <TextField
              label={t('common.name')}
              autoFocus
              autoComplete="off"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={t('projects.code')}
              autoComplete="off"
              spellCheck={false}
              error={errors.code?.message}
              {...register('code')}
            />
          </div>
          <SelectField
            label={t('common.department')}
            placeholder={t('projects.noDepartment')}
            options={options}
            error={errors.department?.message}
            {...register('department')}
          />
          <Controller
            control={control}
            name="members"
            render={({ field }) => (
              <MemberPicker value={field.value} onChange={field.onChange} error={errors.members?.message} />
            )}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <DateField control={control} name="start_date" label={t('common.startDate')} />
            <DateField control={control} name="end_date" label={t('projects.endDateOptional')} />
          </div>
          <Field label={t('common.description')} error={errors.description?.message}>
            {(c) => <textarea {...c} rows={3} {...register('description')} />}
          </Field>
          <FormButtons onCancel={onClose} submitting={isSubmitting} {...SAVE_LABELS[mode]} />
        </form>
      )}
    </Modal>
  );
}
