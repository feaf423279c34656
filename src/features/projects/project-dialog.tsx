// Add Project / Edit Project: name, code, department, members, start and end dates (end on or after
// start), description. The edit dialog is about the project in `ui.dialogArg` and loads it fresh.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
      toast.success(message || (id ? 'Project updated successfully!' : 'Project created successfully!'));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: PROJECT_FIELDS,
        conflictField: 'code',
        speak: spoken,
        fallback: id ? 'Failed to update project' : 'Failed to create project',
      });
    }
  });

  const waiting = mode === 'edit' && !error && (isLoading || !project);
  const failed = mode === 'edit' && (!!error || !id);

  return (
    <Modal open onClose={onClose} title={mode === 'edit' ? 'Edit Project' : 'Add Project'} width="max-w-lg">
      {failed ? (
        <>
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            This project could not be loaded.
          </p>
          <div className="mt-4 flex justify-end">
            <Button onClick={onClose}>Close</Button>
          </div>
        </>
      ) : waiting ? (
        <p className="text-sm" role="status">
          Loading…
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <div className="grid gap-x-4 sm:grid-cols-[2fr_1fr]">
            <TextField label="Name" autoFocus autoComplete="off" error={errors.name?.message} {...register('name')} />
            <TextField
              label="Code"
              autoComplete="off"
              spellCheck={false}
              error={errors.code?.message}
              {...register('code')}
            />
          </div>
          <SelectField
            label="Department"
            placeholder="No department"
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
            <DateField control={control} name="start_date" label="Start date" />
            <DateField control={control} name="end_date" label="End date (optional)" />
          </div>
          <Field label="Description" error={errors.description?.message}>
            {(c) => <textarea {...c} rows={3} {...register('description')} />}
          </Field>
          <FormButtons onCancel={onClose} submitting={isSubmitting} {...SAVE_LABELS[mode]} />
        </form>
      )}
    </Modal>
  );
}
