// A panel that slides over the right of the page (Headless UI Dialog: focus trapped, Escape closes, focus
// handed back to what opened it): the log's entry diff and a record's history.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/text.ts';
import { Button } from '../../ui/button.tsx';

export function Drawer({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useText();
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div data-drawer className="fixed inset-y-0 right-0 flex w-full max-w-2xl">
        <DialogPanel className="flex w-full flex-col overflow-y-auto bg-white p-5 shadow-xl dark:bg-slate-900">
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
