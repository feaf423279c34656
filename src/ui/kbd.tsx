import { shortcutKeys } from '../../commands/shortcut-label.ts';
import { useText } from '../i18n/text.ts';

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Renders a tinykeys binding; screen readers get the spoken form ('G then U'). */
export function Shortcut({ binding }: { binding: string }) {
  const t = useText();
  const presses = shortcutKeys(binding, isMac);
  // The spoken form in the language on screen; key names stay as printed on the keys.
  const label = presses.map((keys) => keys.join(' ')).join(` ${t('shortcuts.thenSpoken')} `);
  return (
    <span className="inline-flex items-center gap-1" aria-label={label} role="img">
      {presses.map((keys, i) => (
        <span key={i} className="inline-flex gap-0.5" aria-hidden="true">
          {keys.map((k) => (
            <kbd
              key={k}
              className="rounded border border-slate-300 bg-slate-100 px-1.5 font-mono text-xs text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200"
            >
              {k}
            </kbd>
          ))}
        </span>
      ))}
    </span>
  );
}
