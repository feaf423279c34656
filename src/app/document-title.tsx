// "HRMS | Users": the prefix plus the route's title. Also asks for focus on the new
// page's heading after a navigation (PageHeader places it once the heading is rendered), so screen readers
// announce where they landed.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../../commands/routes.ts';
import { pageTitleAt } from '../i18n/command-text.ts';
import { textNow, useText, type Text } from '../i18n/text.ts';
import { rememberPath } from '../lib/last-path.ts';
import { focusHeadingAfterNavigation } from '../ui/page-header.tsx';

export function titleFor(pathname: string, t: Text = textNow): string {
  if (pathname === '/login') return t('signIn.documentTitle');
  const title = pageTitleAt(t, pathname);
  return title ? t('shell.documentTitle', { title }) : t('shell.brand');
}

function dialogOfEachOther(a: string, b: string): boolean {
  const [from, to] = [findRoute(a), findRoute(b)];
  return !!from && !!to && (from.dialogOver === to.path || to.dialogOver === from.path);
}

/** The view a route's `views` parameters select ("month=2026-10" on /payroll), '' for the page itself. */
function viewOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  return (findRoute(pathname)?.views ?? []).map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
}

export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const t = useText();
  const first = useRef(true);
  const lastPathname = useRef(pathname);
  const lastView = useRef(viewOf(pathname, search));
  // The tab's title follows the language too; a change of language alone moves no focus.
  useEffect(() => {
    document.title = titleFor(pathname, t);
  }, [pathname, search, t]);
  useEffect(() => {
    if (pathname !== '/login') rememberPath(pathname + search);
    // Only a new page moves focus: a query change on the same page (a drawer's ?request_id opening or
    // closing), or a page's own dialog route (/users/3/edit over /users), leaves it where that page puts it. A
    // view in place of the page (a payroll run, one payslip) is a new page.
    const view = viewOf(pathname, search);
    const samePage =
      (lastPathname.current === pathname && lastView.current === view) ||
      dialogOfEachOther(lastPathname.current, pathname);
    lastPathname.current = pathname;
    lastView.current = view;
    if (first.current || samePage) {
      first.current = false;
      focusHeadingAfterNavigation(false);
      return;
    }
    focusHeadingAfterNavigation(true);
  }, [pathname, search]);
  return null;
}
