// Binds every command's `shortcut` with tinykeys. Single keys never fire while the user types in a
// field or while a dialog or the palette is open; a key shared by sibling contexts ('c' on Users and on Roles)
// runs the command of the context that is active. A key whose command cannot act says why (execute.ts).
// From Ctrl+K on, keys belong to the palette: until its input has focus (its code may still be loading),
// what is typed waits in ui.paletteTyped instead of reaching the page or a dialog behind it.
import { useEffect } from 'react';
import { createKeybindingsHandler } from 'tinykeys';
import { activeContexts, registry } from '../../commands/all-commands.ts';
import { keyContextOf } from '../../commands/registry.ts';
import type { Command } from '../../commands/types.ts';
import { entityLabel } from '../../commands/all-commands.ts';
import { BLOCKED } from '../../contract/messages.ts';
import { commandContext, runCommand } from '../lib/command-runtime.ts';
import { activeList } from '../lib/list-focus.ts';
import { ui } from '../lib/ui-state.ts';

export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return true;
  return (
    el.isContentEditable ||
    !!el.closest?.('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]')
  );
}

const hasCommandModifier = (e: KeyboardEvent) => e.ctrlKey || e.metaKey || e.altKey;

export function GlobalShortcuts() {
  useEffect(() => {
    const byKey = new Map<string, Command[]>();
    for (const c of registry.all()) {
      if (c.shortcut) byKey.set(c.shortcut, [...(byKey.get(c.shortcut) ?? []), c]);
    }
    const map: Record<string, (e: KeyboardEvent) => void> = {};
    for (const [key, commands] of byKey) {
      map[key] = (event) => {
        const ctx = commandContext();
        const contexts = activeContexts(ctx.pathname, ctx.isAuthenticated);
        const command = commands.find((c) => contexts.has(keyContextOf(c)));
        if (!command) return;
        const arg = command.scope ? (ctx.list.focused(command.scope) ?? undefined) : undefined;
        // Enter keeps its default (pressing buttons, submitting) — list.open only acts on a focused row.
        if (key !== 'Enter') event.preventDefault();
        if (command.scope && !arg) {
          ctx.toast.error(
            activeList()?.whyNothingFocused?.() ?? BLOCKED.focusFirst(entityLabel(command.scope).toLowerCase()),
          );
          return;
        }
        // Runs, or says why it cannot (no permission, a decided request, your own request).
        void runCommand(command.id, arg, 'shortcut');
      };
    }
    const handler = createKeybindingsHandler(map);
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented && !hasCommandModifier(event)) return;
      const modal = ui.paletteOpen || document.querySelector('[role="dialog"][aria-modal="true"]');
      if (!hasCommandModifier(event) && (isTyping(event.target) || modal)) return;
      handler(event);
    };
    window.addEventListener('keydown', holdForPalette, true);
    window.addEventListener('keydown', listener);
    return () => {
      window.removeEventListener('keydown', holdForPalette, true);
      window.removeEventListener('keydown', listener);
    };
  }, []);
  return null;
}

/** Captures keys meant for the palette while it opens: letters and Backspace go to ui.paletteTyped, Escape
 * cancels it; once its input has focus, keys go there as usual. */
function holdForPalette(event: KeyboardEvent) {
  if (!ui.paletteOpen || hasCommandModifier(event)) return;
  const input = document.querySelector<HTMLInputElement>('[data-palette-open] input');
  if (input && document.activeElement === input) return;
  if (event.key.length === 1) ui.paletteTyped += event.key;
  else if (event.key === 'Backspace') ui.paletteTyped = ui.paletteTyped.slice(0, -1);
  else if (event.key === 'Escape' && !input) ui.paletteOpen = false;
  else return;
  event.preventDefault();
  event.stopPropagation();
}
