// Leaving a form with unsaved changes asks first, whichever way the user leaves: a link in the sidebar, a
// palette command, a `g` shortcut, the browser's Back, or closing the tab. One hook for every form page.
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { askConfirm } from './ui-state.ts';

export const DISCARD = {
  title: 'Discard changes?',
  message: 'You have unsaved changes on this page. Leave and discard them?',
  confirmLabel: 'Discard changes',
} as const;

/** Navigation options for the move a form makes once it has saved: nothing is left unsaved, so nothing asks. */
export const AFTER_SAVE = { state: { afterSave: true } } as const;

/**
 * Asks before leaving while `dirty`. Returns `leave`: call it before a navigation that discards on purpose
 * (Cancel); a navigation after saving passes AFTER_SAVE instead.
 */
export function useUnsavedChanges(dirty: boolean): { leave: () => void } {
  const discarded = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirty &&
      !discarded.current &&
      // The form's own move after saving; Back to an entry that move once made is still asked about.
      !(historyAction !== 'POP' && (nextLocation.state as { afterSave?: boolean } | null)?.afterSave) &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askConfirm({ ...DISCARD, danger: true }).then((ok) => (ok ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  // Reloading or closing the tab: the browser asks in its own words.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const leave = useCallback(() => {
    discarded.current = true;
  }, []);
  return { leave };
}

// After saving, the list the form returns to puts focus on the saved record's row (saved-row.ts). Forms and lists
// take both from this module, so they share one chunk (the first screen's list of lazy chunks stays as it was).
export { findPageById, focusRowAfterSave, useSavedRowFocus } from './saved-row.ts';
