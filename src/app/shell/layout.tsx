import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useFocusFallback } from './focus-fallback.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Header } from './header.tsx';
import { useText } from '../../i18n/text.ts';
import { SidebarNav, SignOutButton } from './sidebar.tsx';

export function Layout() {
  useFocusFallback();
  const t = useText();
  return (
    <div className="flex h-full">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2 dark:bg-slate-900"
      >
        {t('shell.skipToContent')}
      </a>
      <aside className="hidden w-60 shrink-0 flex-col border-r border-slate-300 bg-white md:flex dark:border-slate-700 dark:bg-slate-900">
        <div className="px-5 py-4 text-lg font-bold tracking-wide text-blue-800 dark:text-blue-300">
          {t('shell.brand')}
        </div>
        <SidebarNav />
        <SignOutButton />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 overflow-y-auto p-4 md:p-6">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
