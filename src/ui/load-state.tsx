// What an edit dialog shows until its record is there: loading, or why it cannot be edited.
import type { ReactNode } from 'react';
import { useText } from '../i18n/text.ts';
import { Button } from './button.tsx';

export function LoadState({
  failed,
  waiting,
  error,
  onClose,
  children,
}: {
  /** Why there is nothing to edit, a catalogue text ("This holiday could not be loaded."): one per kind of record,
   * never a word put into a sentence, as another language orders its words its own way. */
  failed: string;
  waiting: boolean;
  error: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useText();
  if (error) {
    return (
      <>
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {failed}
        </p>
        <div className="mt-4 flex justify-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </div>
      </>
    );
  }
  if (waiting) {
    return (
      <p className="text-sm" role="status">
        {t('ui.loading')}
      </p>
    );
  }
  return <>{children}</>;
}
