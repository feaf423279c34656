// Ctrl/Cmd+K. Three modes: root (commands + users, roles, employees, requests… found by name), pick (a scoped command waits for
// its entity: "Edit user…" → pick the user) and entity (the commands for a chosen user or role).
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { registry } from '../../../commands/all-commands.ts';
import { prepare, rank } from '../../../commands/fuzzy.ts';
import type { Command, EntityRef } from '../../../commands/types.ts';
import { executor, runCommand } from '../../lib/command-runtime.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { ui } from '../../lib/ui-state.ts';
import { searchableKinds } from '../../../commands/entity-lookups.ts';
import { useEntitySearch } from './entity-search.ts';
import { commandsFor, rootCommands } from '../../../commands/palette-entries.ts';
import { commandItem, entityItem, kindTitle } from './palette-items.ts';
import { commandTitle } from '../../i18n/command-text.ts';
import { useText } from '../../i18n/text.ts';
import { PaletteView, type PaletteItem } from './palette-view.tsx';

type Mode = { kind: 'root' } | { kind: 'pick'; command: Command } | { kind: 'entity'; entity: EntityRef };

export default function CommandPalette() {
  const { paletteOpen } = useSnapshot(ui);
  const t = useText();
  const panelRef = useRef<HTMLDivElement>(null);
  // The palette is modal, so focus belongs in it while it is open. A dialog that closes behind it (Edit User
  // closed by Escape just before Ctrl+K, a request drawer whose request turned out missing) hands focus back to
  // its opener, or to nothing once that is gone, after the palette took it: take it back. Headless UI offers no
  // event for another dialog's late hand-back, so this is the one guard left that waits a moment.
  useEffect(() => {
    if (!paletteOpen) return;
    const back = () => {
      const panel = panelRef.current;
      if (ui.paletteOpen && panel && !panel.contains(document.activeElement)) panel.querySelector('input')?.focus();
    };
    const timers: ReturnType<typeof setTimeout>[] = [setTimeout(back, 60)];
    // Whatever loses focus (the input, or the element an opener's hand-back went to), look again just after.
    const moved = () => timers.push(setTimeout(back, 0));
    document.addEventListener('focusout', moved, true);
    return () => {
      document.removeEventListener('focusout', moved, true);
      timers.forEach(clearTimeout);
    };
  }, [paletteOpen]);
  return (
    <Dialog open={paletteOpen} onClose={() => (ui.paletteOpen = false)} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel
          ref={panelRef}
          className="w-full max-w-xl overflow-hidden rounded-lg bg-white shadow-2xl dark:bg-slate-900"
          data-palette-open
        >
          <DialogTitle className="sr-only">{t('palette.title')}</DialogTitle>
          {paletteOpen ? <PaletteBody /> : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function PaletteBody() {
  const ctx = useCommandContext();
  const t = useText();
  const [mode, setMode] = useState<Mode>({ kind: 'root' });
  const [query, setQuery] = useState('');
  // What was typed between Ctrl+K and the input taking focus (global-shortcuts.tsx) joins the query.
  const { paletteTyped } = useSnapshot(ui);
  useEffect(() => {
    if (!paletteTyped) return;
    ui.paletteTyped = '';
    setQuery((q) => q + paletteTyped);
    document.querySelector<HTMLInputElement>('[data-palette-open] input')?.focus();
  }, [paletteTyped]);
  const all = registry.all();

  const kinds = mode.kind === 'root' ? searchableKinds(ctx) : mode.kind === 'pick' ? [mode.command.scope!] : [];
  const entities = useEntitySearch(
    kinds,
    query,
    mode.kind === 'root' ? 1 : 0,
    mode.kind === 'pick' ? mode.command.pickFilter : undefined,
  );

  const commands = useMemo(
    () =>
      mode.kind === 'entity' ? commandsFor(all, ctx, mode.entity) : mode.kind === 'root' ? rootCommands(all, ctx) : [],
    [all, ctx, mode],
  );
  const prepared = useMemo(
    () => prepare(commands.map((c) => commandItem(c, t, mode.kind === 'entity' ? mode.entity : undefined))),
    [commands, mode, t],
  );

  const items: PaletteItem[] = useMemo(() => {
    if (mode.kind === 'pick') {
      return entities.results.filter((e) => isPickable(mode.command, e)).map((e) => entityItem(e, t));
    }
    const ranked = rank(
      prepared,
      query,
      (i) => i.key,
      executor.recent().map((id) => `cmd:${id}`),
    );
    return mode.kind === 'root' ? [...ranked, ...entities.results.map((e) => entityItem(e, t))] : ranked;
  }, [mode, prepared, query, entities.results, t]);

  function isPickable(command: Command, e: EntityRef) {
    return !command.when || command.when(ctx, e);
  }

  const byKey = (key: string) => {
    const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    return { kind, id };
  };

  const onSelect = (item: PaletteItem) => {
    const { kind, id } = byKey(item.key);
    if (kind === 'cmd') {
      const command = registry.get(id)!;
      if (command.scope && mode.kind === 'entity') return close(() => runCommand(command.id, mode.entity, 'palette'));
      if (command.scope) {
        setMode({ kind: 'pick', command });
        setQuery('');
        return;
      }
      return close(() => runCommand(command.id, undefined, 'palette'));
    }
    const entity = entities.results.find((e) => `${e.kind}:${e.id}` === item.key);
    if (!entity) return;
    // A choice that narrows the pick (a day of records) types its words rather than running the command.
    if (mode.kind === 'pick' && typeof entity.extra?.narrow === 'string') return setQuery(entity.extra.narrow);
    if (mode.kind === 'pick') return close(() => runCommand(mode.command.id, entity, 'palette'));
    setMode({ kind: 'entity', entity });
    setQuery('');
  };

  // The chosen command runs once the palette is gone and Headless UI has handed focus back to where it was, so
  // a dialog the command opens takes focus after that hand-back (and returns it there when it closes), and a new
  // page's heading is not undone by it. Headless UI hands back in a microtask queued as its focus trap unmounts;
  // this body sits inside that trap and React cleans up a removed tree parent first, so the microtask queued here
  // runs after it.
  const chosen = useRef<(() => unknown) | null>(null);
  useEffect(
    () => () => {
      const then = chosen.current;
      if (then) queueMicrotask(() => void then());
    },
    [],
  );
  const close = (then: () => unknown) => {
    chosen.current = then;
    ui.paletteOpen = false;
  };

  const back = () => {
    setMode({ kind: 'root' });
    setQuery('');
  };

  const breadcrumb =
    mode.kind === 'root' ? null : (
      <button
        type="button"
        onClick={back}
        className="shrink-0 rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100"
        aria-label={t('palette.back', {
          what: mode.kind === 'pick' ? commandTitle(t, mode.command) : mode.entity.name,
        })}
      >
        {mode.kind === 'pick'
          ? commandTitle(t, mode.command).replace(/…$/, '')
          : t('palette.entityCrumb', { kind: kindTitle(t, mode.entity.kind), name: mode.entity.name })}
      </button>
    );

  const placeholder =
    mode.kind === 'pick'
      ? t('palette.pick', { kind: kindTitle(t, mode.command.scope!).toLowerCase() })
      : mode.kind === 'entity'
        ? t('palette.whatToDo', { name: mode.entity.name })
        : t('palette.placeholder');

  return (
    <PaletteView
      items={items}
      query={query}
      onQuery={setQuery}
      onSelect={onSelect}
      onBack={mode.kind === 'root' ? undefined : back}
      placeholder={placeholder}
      breadcrumb={breadcrumb}
      busy={entities.busy}
    />
  );
}
