// The palette's list: cmdk for the combobox/listbox semantics and arrow-key selection, our own ranking
// (shouldFilter={false}), and a virtualised list so only the visible options are in the DOM.
import { useVirtualizer } from '@tanstack/react-virtual';
import { Command } from 'cmdk';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useText } from '../../i18n/text.ts';
import { Shortcut } from '../../ui/kbd.tsx';

export interface PaletteItem {
  key: string;
  title: string;
  group: string;
  keywords?: readonly string[];
  shortcut?: string;
  /** Shown after the title, e.g. '…' pickers or an entity's kind. */
  hint?: string;
}

const ITEM_HEIGHT = 44;

export function PaletteView({
  items,
  query,
  onQuery,
  onSelect,
  onBack,
  placeholder,
  breadcrumb,
  onCommit,
  busy,
}: {
  items: readonly PaletteItem[];
  query: string;
  onQuery: (q: string) => void;
  onSelect: (item: PaletteItem) => void;
  onBack?: () => void;
  placeholder: string;
  breadcrumb?: ReactNode;
  /** Called after each commit of a new result list (the bench times keystrokes with it). */
  onCommit?: () => void;
  busy?: boolean;
}) {
  const t = useText();
  const listRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ITEM_HEIGHT,
    overscan: 8,
    initialRect: { width: 600, height: 360 },
  });

  // New text starts at the top with the first entry selected. The same text with a refreshed list (names
  // found on the server arriving after the commands) keeps the entry the user moved to, if it is still there.
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    const sameText = shownFor.current === query;
    shownFor.current = query;
    setValue((current) => {
      if (sameText && items.some((i) => i.key === current)) return current;
      virtualizer.scrollToOffset(0);
      return items[0]?.key ?? '';
    });
  }, [items, query, virtualizer]);

  useLayoutEffect(() => {
    onCommit?.();
  }, [items, onCommit]);

  return (
    <Command
      label={t('palette.title')}
      shouldFilter={false}
      value={value}
      onValueChange={setValue}
      className="flex flex-col"
      onKeyDown={(e) => {
        if (e.key === 'Backspace' && !query && onBack) {
          e.preventDefault();
          onBack();
        }
      }}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-700">
        {breadcrumb}
        <Command.Input
          autoFocus
          value={query}
          onValueChange={onQuery}
          placeholder={placeholder}
          className="w-full bg-transparent py-3 text-base text-slate-900 outline-none placeholder:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <Command.List
        ref={listRef}
        label={t('palette.suggestions')}
        className="overflow-y-auto"
        style={{ maxHeight: 360 }}
        aria-busy={busy || undefined}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((v) => {
            const item = items[v.index];
            return (
              <Command.Item
                key={item.key}
                value={item.key}
                onSelect={() => onSelect(item)}
                aria-setsize={items.length}
                aria-posinset={v.index + 1}
                className="absolute left-0 flex w-full cursor-pointer items-center gap-3 px-4 text-sm text-slate-900 data-[selected=true]:bg-blue-100 dark:text-slate-100 dark:data-[selected=true]:bg-slate-700"
                style={{ height: ITEM_HEIGHT, transform: `translateY(${v.start}px)` }}
              >
                <span className="min-w-0 flex-1 truncate">
                  {item.title}
                  {item.hint ? (
                    <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">{item.hint}</span>
                  ) : null}
                </span>
                <span className="text-xs text-slate-600 dark:text-slate-300">{item.group}</span>
                {item.shortcut ? <Shortcut binding={item.shortcut} /> : null}
              </Command.Item>
            );
          })}
        </div>
      </Command.List>
      {items.length === 0 ? (
        // A picker still asking the server has found nothing yet, not nothing at all.
        <p className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
          {busy ? t('palette.searching') : t('palette.noResults')}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="sr-only">
        {busy ? t('palette.searching') : t('palette.results', { count: items.length })}
      </div>
    </Command>
  );
}
