// The leave attachment: a file input that reads the chosen PDF or image as a data URL, or says at the field
// why it cannot be sent. A chosen file can be removed again.
import { useState, type Ref } from 'react';
import { useText } from '../../../i18n/text.ts';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { ATTACHMENT_MIME_TYPES } from '../../../../contract/api/requests-leave.ts';
import { dataUrlProblem, fileProblem, readDataUrl } from './attachment.ts';
import type { Attachment } from './leave-form.ts';

export function AttachmentField({
  value,
  onChange,
  onProblem,
  typeName,
  error,
  ref,
}: {
  value: Attachment | null;
  onChange: (a: Attachment | null) => void;
  onProblem: (message: string) => void;
  typeName: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const t = useText();
  const [reading, setReading] = useState(false);
  return (
    <Field label={t('common.attachment')} hint={t('requests.attachmentHint', { type: typeName })} error={error}>
      {(control) => (
        <div>
          <input
            {...control}
            ref={ref}
            type="file"
            accept={ATTACHMENT_MIME_TYPES.join(',')}
            className={`${control.className} file:mr-3 file:rounded file:border-0 file:bg-slate-200 file:px-2 file:py-1 dark:file:bg-slate-700 dark:file:text-slate-100`}
            onChange={async (e) => {
              const input = e.currentTarget;
              const file = input.files?.[0];
              if (!file) return onChange(null);
              const before = fileProblem(file);
              if (before) {
                input.value = '';
                onChange(null);
                return onProblem(before);
              }
              setReading(true);
              try {
                const dataUrl = await readDataUrl(file);
                const after = dataUrlProblem(dataUrl);
                if (after) {
                  input.value = '';
                  onChange(null);
                  return onProblem(after);
                }
                onChange({ name: file.name, dataUrl });
              } catch {
                input.value = '';
                onProblem(t('requests.fileUnreadable'));
              } finally {
                setReading(false);
              }
            }}
          />
          <p className="mt-1 flex items-center gap-2 text-sm" aria-live="polite">
            {reading ? t('requests.readingFile') : value ? t('requests.attached', { name: value.name }) : ''}
            {value && !reading ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  const input = document.getElementById(control.id) as HTMLInputElement | null;
                  if (input) input.value = '';
                  onChange(null);
                  input?.focus();
                }}
                aria-label={t('requests.removeAttachment', { name: value.name })}
              >
                {t('common.remove')}
              </Button>
            ) : null}
          </p>
        </div>
      )}
    </Field>
  );
}
