import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { headingTitle } from '../i18n/command-text.ts';
import { useText } from '../i18n/text.ts';

// After a navigation the new page's heading takes focus, so screen readers announce where the user landed.
// DocumentTitle asks for it (focusHeadingAfterNavigation); the heading takes it as it mounts, which for a lazy
// page is once its chunk has arrived, or at once when it is already on screen. One placement, no polling.
let shown: HTMLElement | null = null;
let pending: { focusedAtNavigation: Element | null } | null = null;

function takeFocus(heading: HTMLElement) {
  const request = pending;
  pending = null;
  if (!request) return;
  // Never take focus the user has since moved somewhere themselves (a slow chunk must not pull them out of the
  // bell or a field), nor from the palette or a dialog.
  const active = document.activeElement;
  const untouched = !active || active === document.body || active === request.focusedAtNavigation;
  if (untouched && !document.querySelector('[role="dialog"]')) heading.focus({ preventScroll: true });
}

/** A new page: its heading takes focus once rendered. `false` (a query change, a page's own dialog route) drops a
 * request still waiting, as the user stayed on or left the page that asked. */
export function focusHeadingAfterNavigation(wanted: boolean) {
  pending = wanted ? { focusedAtNavigation: document.activeElement } : null;
  if (wanted && shown?.isConnected) takeFocus(shown);
}

/** Focus on the heading of the page on screen, when there is one (for focus that would otherwise be lost). */
export function focusPageHeading(): boolean {
  if (!shown?.isConnected) return false;
  shown.focus({ preventScroll: true });
  return true;
}

function headingRef(heading: HTMLHeadingElement | null) {
  if (!heading) return;
  shown = heading;
  takeFocus(heading);
  return () => {
    if (shown === heading) shown = null;
  };
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const t = useText();
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 ref={headingRef} className="text-xl font-semibold" tabIndex={-1} data-page-heading>
        {headingTitle(t, title)}
      </h1>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** A view's own title in the tab once its data is known ("HRMS | Payroll November 2026"); the route's until then
 *  (DocumentTitle's). Set again after each navigation, which puts back the route's title. */
export function useViewTitle(title: string | null) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (title) document.title = `HRMS | ${title}`;
  }, [title, pathname, search]);
}
