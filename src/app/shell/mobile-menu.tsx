import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSnapshot } from 'valtio';
import { ui } from '../../lib/ui-state.ts';
import { useText } from '../../i18n/text.ts';
import { SidebarNav, SignOutButton } from './sidebar.tsx';

/** Below the md breakpoint the sidebar lives in this drawer. */
export default function MobileMenu() {
  const { mobileMenuOpen } = useSnapshot(ui);
  const close = () => (ui.mobileMenuOpen = false);
  const t = useText();
  return (
    <Dialog open={mobileMenuOpen} onClose={close} className="fixed inset-0 z-50 md:hidden">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-72 flex-col bg-white dark:bg-slate-900">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <DialogTitle className="font-semibold">{t('shell.menu')}</DialogTitle>
          <button
            type="button"
            onClick={close}
            className="rounded-md px-2 py-1 text-sm hover:bg-slate-200 dark:hover:bg-slate-800"
          >
            {t('shell.close')}
          </button>
        </div>
        <SidebarNav onNavigate={close} />
        <SignOutButton onDone={close} />
      </DialogPanel>
    </Dialog>
  );
}
