// Dialog with a title, focus trap, Escape to close and focus returned to the opener (Headless UI: the element
// focused before it opened). A dialog about a list row opens from that row (lib/list-focus.ts useDialogOverRow).
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export function Modal({
  open,
  onClose,
  title,
  children,
  width = 'max-w-md',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  width?: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[10vh]">
        <DialogPanel className={`w-full ${width} rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900`}>
          <DialogTitle as="h2" className="mb-4 text-lg font-semibold">
            {title}
          </DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
