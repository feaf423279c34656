// Binds every command's `shortcut` with tinykeys. Single keys never fire while the user types in a
// field or while a dialog is open; a key shared by sibling contexts ('c' on Users and on Roles) runs the
// command of the context that is active.
import { useEffect } from 'react';
import { createKeybindingsHandler } from 'tinykeys';
import { activeContexts, registry } from '../../commands/all-commands.ts';
import { keyContextOf } from '../../commands/registry.ts';
import type { Command } from '../../commands/types.ts';
import { isRunnable } from '../../commands/visibility.ts';
import { commandContext, runCommand } from '../lib/command-runtime.ts';

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
        if (command.scope && !arg) return;
        if (!isRunnable(command, ctx, arg)) return;
        // Enter keeps its default (pressing buttons, submitting) — list.open only acts on a focused row.
        if (key !== 'Enter') event.preventDefault();
        void runCommand(command.id, arg, 'shortcut');
      };
    }
    const handler = createKeybindingsHandler(map);
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented && !hasCommandModifier(event)) return;
      const modal = document.querySelector('[role="dialog"][aria-modal="true"], [data-palette-open]');
      if (!hasCommandModifier(event) && (isTyping(event.target) || modal)) return;
      handler(event);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
  return null;
}
