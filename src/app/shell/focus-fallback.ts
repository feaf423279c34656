// Focus never falls to the page's body. When the focused element leaves the page (the link to a payroll run replaced
// by the run, a button that hides itself, a dialog closed over a page that replaced what opened it), the browser
// puts focus on <body>: a screen reader says nothing and Tab starts again from the top. The page's heading takes
// it instead, or the main region while a page has none.
import { useEffect } from 'react';
import { focusPageHeading } from '../../ui/page-header.tsx';

function lost(event: FocusEvent) {
  const left = event.target;
  // Focus moving on to another element is not lost.
  if (event.relatedTarget || !(left instanceof HTMLElement)) return;
  // A dialog hands focus back in a microtask as it unmounts (Headless UI): look once that has had its turn.
  queueMicrotask(() => {
    // Still on the page and usable: it was left on purpose (a click on the page's background).
    if (left.isConnected && !left.matches(':disabled')) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    // An open dialog keeps focus inside itself.
    if (document.querySelector('[role="dialog"]')) return;
    if (!focusPageHeading()) document.getElementById('main')?.focus({ preventScroll: true });
  });
}

export function useFocusFallback() {
  useEffect(() => {
    document.addEventListener('focusout', lost, true);
    return () => document.removeEventListener('focusout', lost, true);
  }, []);
}
