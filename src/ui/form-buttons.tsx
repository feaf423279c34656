// Cancel and the submit button of a form, whose label turns busy while it is sent
// ('Creating...', 'Submitting...', 'Updating...').
import type { ButtonHTMLAttributes } from 'react';
import { Button } from './button.tsx';

export const SAVE_LABELS = {
  add: { label: 'Create', busyLabel: 'Creating...' },
  edit: { label: 'Update', busyLabel: 'Updating...' },
} as const;

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
  return (
    <div className="mt-6 flex justify-end gap-2">
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="submit" variant="primary" disabled={submitting} {...submitProps}>
        {submitting ? busyLabel : label}
      </Button>
    </div>
  );
}
