// Cancel and the submit button of a form, whose label turns busy while it is sent
// ('Creating...', 'Submitting...', 'Updating...').
import type { ButtonHTMLAttributes } from 'react';
import { textNow, useText } from '../i18n/text.ts';
import { Button } from './button.tsx';

// Read as they are spread into the buttons, so each render says them in the language on screen.
export const SAVE_LABELS = {
  add: {
    get label() {
      return textNow('ui.create');
    },
    get busyLabel() {
      return textNow('ui.creating');
    },
  },
  edit: {
    get label() {
      return textNow('ui.update');
    },
    get busyLabel() {
      return textNow('ui.updating');
    },
  },
};

export function FormButtons({
  onCancel,
  submitting,
  label,
  busyLabel,
  submitProps,
}: {
  onCancel: () => void;
  submitting: boolean;
  label: string;
  busyLabel: string;
  submitProps?: ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  const t = useText();
  return (
    <div className="mt-6 flex justify-end gap-2">
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="submit" variant="primary" disabled={submitting} {...submitProps}>
        {submitting ? busyLabel : label}
      </Button>
    </div>
  );
}
