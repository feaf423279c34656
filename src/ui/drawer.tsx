// A side sheet over the right of the page: a modal dialog named by its heading (Headless UI: focus moves in on
// open and stays inside, Escape closes, focus goes back on close to what had it before it opened, which for a
// list row's drawer is the row: lib/list-focus.ts useDialogOverRow). On a phone it fills the screen. Focus
// lands on the first thing that takes it (Close) unless the content has already taken it, or on `initialFocus`.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';
import { useText } from '../i18n/text.ts';
import { Button } from './button.tsx';

export function Drawer({
  title,
  onClose,
  children,
  width = 'max-w-2xl',
  initialFocus,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: string;
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useText();
  return (
    <Dialog open onClose={onClose} initialFocus={initialFocus} className="fixed inset-0 z-40">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      {/* data-drawer: the toasts move out of its way (styles.css). */}
      <div data-drawer className={`fixed inset-y-0 right-0 flex w-full ${width}`}>
        <DialogPanel className="flex h-full w-full flex-col overflow-y-auto bg-white p-5 shadow-xl dark:bg-slate-900">
          <div className="mb-4 flex items-start justify-between gap-3">
            <DialogTitle as="h2" className="text-lg font-semibold break-words">
              {title}
            </DialogTitle>
            <Button size="sm" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
