// What an edit dialog shows until its record is there: loading, or why it cannot be edited.
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

export function LoadState({
  what,
  waiting,
  error,
  onClose,
  children,
}: {
  what: string;
  waiting: boolean;
  error: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  if (error) {
    return (
      <>
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          This {what} could not be loaded.
        </p>
        <div className="mt-4 flex justify-end">
          <Button onClick={onClose}>Close</Button>
        </div>
      </>
    );
  }
  if (waiting) {
    return (
      <p className="text-sm" role="status">
        Loading…
      </p>
    );
  }
  return <>{children}</>;
}
