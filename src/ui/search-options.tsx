// The option list of a combobox searched on the server (the employee, member and actor pickers): "Searching…"
// while the options belong to an older text, "No … found" when nothing matches, else the options. The two
// messages are disabled options, so Enter never takes a match the text no longer names.
import { ComboboxOption, ComboboxOptions } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useText } from '../i18n/text.ts';

const LIST =
  'absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-800';
export const OPTION =
  'cursor-pointer px-3 py-2 data-[focus]:bg-blue-100 data-[selected]:font-semibold dark:data-[focus]:bg-slate-700';

export function SearchOptions<T extends { id: number }>({
  options,
  stale,
  none,
  optionClassName = OPTION,
  children,
}: {
  options: readonly T[];
  stale: boolean;
  /** What says nothing matched: "No employee found". */
  none: string;
  optionClassName?: string;
  children: (option: T) => ReactNode;
}) {
  const t = useText();
  return (
    <ComboboxOptions modal={false} className={LIST}>
      {stale || options.length === 0 ? (
        <ComboboxOption value={null} disabled className="px-3 py-2 text-slate-600 dark:text-slate-300">
          {stale ? t('ui.searching') : none}
        </ComboboxOption>
      ) : (
        options.map((option) => (
          <ComboboxOption key={option.id} value={option} className={optionClassName}>
            {children(option)}
          </ComboboxOption>
        ))
      )}
    </ComboboxOptions>
  );
}
