// A list's filter bar, which on a phone folds behind one "Filters" button (the disclosure pattern, with the
// number of filters in use). From the sm breakpoint up the bar is always shown and the button is not there.
import { useId, useState, type HTMLAttributes } from 'react';
import { useText } from '../i18n/text.ts';
import { buttonClass } from './button.tsx';
import { Chevron } from './chevron.tsx';

/** How many of a bar's values are in use: a non-blank text, a picked option or person. */
export function activeCount(values: readonly unknown[]): number {
  return values.filter((v) => (typeof v === 'string' ? v.trim() !== '' : v != null && v !== false)).length;
}

/** The bar's element (role="search" or a group, with its label) around the button and its controls. */
export function FilterDisclosure({
  active,
  panelClassName,
  children,
  ...bar
}: HTMLAttributes<HTMLDivElement> & { active: number; panelClassName?: string }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div {...bar}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={`${buttonClass('secondary')} mb-3 sm:hidden`}
      >
        {t('ui.filters')}
        {active ? (
          <span className="rounded-full bg-blue-700 px-2 text-xs text-white">
            {active}
            <span className="sr-only">{t('ui.filtersInUse')}</span>
          </span>
        ) : null}
        <Chevron open={open} />
      </button>
      <div id={id} className={`${panelClassName ?? ''} ${open ? '' : 'max-sm:hidden'}`}>
        {children}
      </div>
    </div>
  );
}
