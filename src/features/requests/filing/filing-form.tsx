// What the three request forms share: the form with its Cancel and Submit buttons (Ctrl/Cmd+Enter submits
// from anywhere in it), the employee the request is for, the reason, and what happens on submit.
import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormSetError,
  type UseFormSetFocus,
} from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { RequestKindMeta } from '../../../../commands/areas/requests/request-kinds.ts';
import { sharedText, useText } from '../../../i18n/text.ts';
import type { PersonOption } from '../../../lib/employee-search.ts';
import { applyServerErrors, type ServerErrorOptions } from '../../../lib/form-errors.ts';
import { EmployeePicker } from '../../../ui/employee-picker.tsx';
import { FormButtons } from '../../../ui/form-buttons.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { fileRequest, type RequestBody } from '../api/file-request.ts';
import { AFTER_SAVE, useUnsavedChanges } from '../../../lib/unsaved-changes.ts';

/** Back where the user came from; straight to the list when the form was opened directly. */
function useGoBack(kind: RequestKindMeta) {
  const navigate = useNavigate();
  return () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(kind.route));
}

export function FilingForm({
  kind,
  label,
  onSubmit,
  submitting,
  dirty,
  children,
}: {
  kind: RequestKindMeta;
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** Something was typed or picked: leaving other than by Cancel or by filing asks first. */
  dirty: boolean;
  children: ReactNode;
}) {
  const t = useText();
  const goBack = useGoBack(kind);
  const { leave } = useUnsavedChanges(dirty);
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          e.currentTarget.requestSubmit();
        }
      }}
      className="max-w-2xl rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      {children}
      <FormButtons
        onCancel={() => (leave(), goBack())}
        submitting={submitting}
        label={t('requests.submit')}
        busyLabel={t('requests.submitting')}
        submitProps={{ 'aria-keyshortcuts': 'Control+Enter Meta+Enter' }}
      />
    </form>
  );
}

/** The employee the request is for; empty files for the signed-in user's own linked employee. */
export function RequesterField<T extends FieldValues & { employee: PersonOption | null }>({
  control,
}: {
  control: Control<T>;
}) {
  const t = useText();
  return (
    <Controller
      control={control}
      name={'employee' as Path<T>}
      render={({ field, fieldState }) => (
        <EmployeePicker
          label={t('common.employee')}
          hint={t('requests.requesterHint')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function ReasonField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const t = useText();
  return <TextAreaField label={t('common.reason')} rows={3} maxLength={500} error={error} {...registration} />;
}

/** The first field takes focus once the page is there, unless a dialog (the palette) holds it. */
export function useFocusOnLoad<T extends FieldValues>(setFocus: UseFormSetFocus<T>, name: Path<T>) {
  useEffect(() => {
    // After the shell's own focus move of this navigation (it leaves alone focus a page has taken).
    const timer = setTimeout(() => {
      if (!document.querySelector('[role="dialog"]')) setFocus(name);
    }, 0);
    return () => clearTimeout(timer);
  }, [setFocus, name]);
}

/** Sends the body; on success toasts the server's message and opens the new request in its list. */
export function useFileRequest<T extends FieldValues>(
  kind: RequestKindMeta,
  setError: UseFormSetError<T>,
  options: ServerErrorOptions<T>,
) {
  const navigate = useNavigate();
  const t = useText();
  return async (body: RequestBody) => {
    try {
      const { message, id } = await fileRequest(kind, body);
      toast.success(sharedText(t, message));
      navigate(`${kind.route}?request_id=${id}`, AFTER_SAVE);
    } catch (err) {
      applyServerErrors(err, setError, options);
    }
  };
}
