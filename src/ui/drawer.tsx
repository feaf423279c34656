// A side sheet over the right of the page: a modal dialog named by its heading (Headless UI: focus moves in on
// open and stays inside, Escape closes, focus goes back on close to what had it before it opened, which for a
// list row's drawer is the row: lib/list-focus.ts useDialogOverRow). On a phone it fills the screen. Focus
// lands on the first thing that takes it (Close) unless the content has already taken it, or on `initialFocus`.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { useText } from '../i18n/text.ts';
import { Button } from './button.tsx';

export function Drawer({
  title,
  onClose,
  children,
  width = 'max-w-2xl',
  initialFocus,
  titleRef,
  actions,
  layer = 'z-40',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: string;
  /** 'close': Close, even once the content has buttons before it (see below). */
  initialFocus?: RefObject<HTMLElement | null> | 'close';
  /** The heading, which can then take focus (from code: tabIndex -1). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Links or buttons beside Close. */
  actions?: ReactNode;
  /** 'z-50': a drawer opened from anywhere (the activity log's entry and a record's history), over a page's own. */
  layer?: 'z-40' | 'z-50';
}) {
  const t = useText();
  // Close is the initial focus only until it has had it: Headless UI moves focus to the initial focus again
  // whenever the drawer is the top dialog again, and a confirmation closing over the drawer hands focus back to
  // the button that asked for it.
  const closeRef = useRef<HTMLButtonElement>(null);
  const [closeFocused, setCloseFocused] = useState(false);
  const first = initialFocus === 'close' ? (closeFocused ? undefined : closeRef) : initialFocus;
  return (
    <Dialog open onClose={onClose} initialFocus={first} className={`fixed inset-0 ${layer}`}>
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      {/* data-drawer: the toasts move out of its way (styles.css). */}
      <div data-drawer className={`fixed inset-y-0 right-0 flex w-full ${width}`}>
        <DialogPanel className="flex h-full w-full flex-col overflow-y-auto bg-white p-5 shadow-xl dark:bg-slate-900">
          <div className="mb-4 flex items-start justify-between gap-3">
            <DialogTitle
              as="h2"
              ref={titleRef}
              tabIndex={titleRef ? -1 : undefined}
              className="text-lg font-semibold break-words"
            >
              {title}
            </DialogTitle>
            <div className="flex gap-2">
              {actions}
              <Button ref={closeRef} size="sm" onClick={onClose} onFocus={() => setCloseFocused(true)}>
                {t('common.close')}
              </Button>
            </div>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
