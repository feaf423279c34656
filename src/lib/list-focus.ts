// The list on screen registers itself here so j/k/Enter/e (commands, not components) can reach it; and a page
// that shows a dialog about one of its rows opens it from that row (useDialogOverRow), so the dialog library
// hands focus back to the row when it closes.
import { useEffect, useState } from 'react';
import type { EntityKind, EntityRef } from '../../commands/types.ts';

export interface ListController {
  kind: EntityKind;
  move(delta: 1 | -1): void;
  open(): void;
  focused(): EntityRef | null;
  /** Why nothing a row key can act on is focused, when the list can say better than "move to a row first". */
  whyNothingFocused?(): string | null;
}

let current: ListController | null = null;

export function registerList(controller: ListController): () => void {
  current = controller;
  return () => {
    if (current === controller) current = null;
  };
}

export function activeList(): ListController | null {
  return current;
}

/** A row the table is asked to focus once it has rendered it; `settle` says it is done (or not on this page). */
export interface RowFocusRequest {
  readonly id: number;
  settle(): void;
}

interface Request extends RowFocusRequest {
  settled: boolean;
}

/**
 * The dialog about row `id` (a route's or a query's id) opens from that row. Headless UI's Dialog hands focus
 * back, when it closes, to the element focused before it opened; so however the dialog was asked for (Enter, `e`
 * or a click on the row, the palette, a notification, a link), the page's table first focuses the row (once it
 * has rendered it, scrolling to it first) and then the dialog opens: closing it lands on the row, where j/k and
 * the row's keys go on, and not on the bell or a gone palette. A row not on this page, or a key or click from the
 * user meanwhile, opens the dialog at once and leaves focus where it is.
 *
 * Pass `focusRequest` to the page's DataTable and show the dialog for `shown`. While `hold` is true (the palette
 * is open: a modal opened under it would shut it out) nothing starts; a dialog already shown stays.
 */
export function useDialogOverRow(
  id: number | null,
  hold = false,
): { shown: number | null; focusRequest: RowFocusRequest | null } {
  const [request, setRequest] = useState<Request | null>(null);
  // A new id starts a new request (adjusting state while rendering, so no frame shows a stale one).
  if (id === null ? request !== null : request?.id !== id && !hold) {
    if (id === null) setRequest(null);
    else {
      const next: Request = {
        id,
        settled: false,
        settle: () => setRequest((r) => (r === next ? { ...next, settled: true } : r)),
      };
      setRequest(next);
    }
  }
  const live = request !== null && request.id === id ? request : null;
  const pending = live && !live.settled ? live : null;

  // The user moving on meanwhile (a key, a click) takes precedence over the row.
  useEffect(() => {
    if (!pending) return;
    document.addEventListener('keydown', pending.settle, true);
    document.addEventListener('pointerdown', pending.settle, true);
    return () => {
      document.removeEventListener('keydown', pending.settle, true);
      document.removeEventListener('pointerdown', pending.settle, true);
    };
  }, [pending]);

  return { shown: live?.settled ? live.id : null, focusRequest: pending };
}
