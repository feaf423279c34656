// Binds every command's `shortcut`. Single keys never fire while the user types in a field or while a dialog or
// the palette is open; a key shared by sibling contexts ('c' on Users and on Roles) runs the command of the
// context that is active. A key whose command cannot act says why (execute.ts). Every key goes through one
// dispatcher (key-dispatcher.ts), so the second key of a chord ('g a') never also runs the single key ('a').
// From Ctrl+K on, keys belong to the palette: until its input has focus (its code may still be loading),
// what is typed waits in ui.paletteTyped instead of reaching the page or a dialog behind it.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { activeContexts, registry } from '../../commands/all-commands.ts';
import { keyContextOf } from '../../commands/registry.ts';
import type { Command } from '../../commands/types.ts';
import { entityLabel } from '../../commands/all-commands.ts';
import { textNow, useText } from '../i18n/text.ts';
import { commandContext, runCommand } from '../lib/command-runtime.ts';
import { activeList } from '../lib/list-focus.ts';
import { session } from '../lib/session.ts';
import { ui } from '../lib/ui-state.ts';
import { Shortcut } from '../ui/kbd.tsx';
import { createKeyDispatcher } from './key-dispatcher.ts';
import { isTyping } from '../lib/typing-target.ts';
import { replayEarlyKeys } from './early-keys.ts';

const hasCommandModifier = (e: KeyboardEvent) => e.ctrlKey || e.metaKey || e.altKey;

export function GlobalShortcuts() {
  // The chord started so far ('g'), shown until its next key.
  const [pending, setPending] = useState('');
  const t = useText();
  useEffect(() => {
    const byKey = new Map<string, Command[]>();
    for (const c of registry.all()) {
      if (c.shortcut) byKey.set(c.shortcut, [...(byKey.get(c.shortcut) ?? []), c]);
    }
    const dispatcher = createKeyDispatcher([...byKey].map(([key, commands]) => [key, { key, commands }] as const));
    const cancel = () => {
      dispatcher.cancel();
      setPending('');
    };
    const run = (event: KeyboardEvent, key: string, commands: Command[], contexts: Set<string>) => {
      const ctx = commandContext();
      const command = commands.find((c) => contexts.has(keyContextOf(c)));
      if (!command) return;
      const arg = command.scope ? (ctx.list.focused(command.scope) ?? undefined) : undefined;
      // Enter keeps its default (pressing buttons, submitting) — list.open only acts on a focused row.
      if (key !== 'Enter') event.preventDefault();
      if (command.scope && !arg) {
        ctx.toast.error(
          activeList()?.whyNothingFocused?.() ??
            textNow('shortcuts.focusFirst', { entity: entityLabel(command.scope).toLowerCase() }),
        );
        return;
      }
      // Runs, or says why it cannot (no permission, a decided request, your own request).
      void runCommand(command.id, arg, 'shortcut');
    };
    const listener = (event: KeyboardEvent) => {
      // A key the page handled, typed in a field or meant for a dialog is not for the shortcuts: it also ends a
      // started chord, so the chord cannot finish on a later key the user meant otherwise.
      if (event.defaultPrevented && !hasCommandModifier(event)) return cancel();
      const modal = ui.paletteOpen || document.querySelector('[role="dialog"][aria-modal="true"]');
      if (!hasCommandModifier(event) && (isTyping(event.target) || modal)) return cancel();
      const { pathname, isAuthenticated } = commandContext();
      const contexts: Set<string> = activeContexts(pathname, isAuthenticated);
      const outcome = dispatcher.press(event, (b) => b.commands.some((c) => contexts.has(keyContextOf(c))));
      setPending(dispatcher.pending);
      if (outcome.type === 'chord') event.preventDefault();
      if (outcome.type === 'run') run(event, outcome.value.key, outcome.value.commands, contexts);
    };
    window.addEventListener('keydown', holdForPalette, true);
    window.addEventListener('keydown', listener);
    // A click or leaving the window means the user moved on from a started chord.
    window.addEventListener('pointerdown', cancel, true);
    window.addEventListener('blur', cancel);
    return () => {
      window.removeEventListener('keydown', holdForPalette, true);
      window.removeEventListener('keydown', listener);
      window.removeEventListener('pointerdown', cancel, true);
      window.removeEventListener('blur', cancel);
    };
  }, []);
  // Keys pressed while the page was loading act once the user's permissions are known, as any later key does.
  const { token, permissionsLoaded } = useSnapshot(session);
  useEffect(() => {
    if (!token || permissionsLoaded) replayEarlyKeys();
  }, [token, permissionsLoaded]);
  return (
    <div role="status" className="pointer-events-none fixed bottom-4 left-4 z-50">
      {pending ? (
        <span className="inline-flex items-center gap-1 rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 shadow dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
          <Shortcut binding={pending} /> {t('shortcuts.then')}
        </span>
      ) : null}
    </div>
  );
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
