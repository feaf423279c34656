// A row's actions behind one button ("Actions for <row>") when there are too many to sit in the row: a WAI-ARIA
// menu (Headless UI's) opened by Enter, Space or ArrowDown, walked with the arrow keys, Home/End and typed
// letters; Escape closes it and hands focus back to the button. The open list is drawn in the page's main
// landmark (not inside the row, whose scroller would clip it, nor after it, outside every landmark), and the
// rest of the page stays as it is (not a modal menu).
import { Menu, MenuButton, MenuItem, MenuItems, Portal } from '@headlessui/react';
import { useText } from '../i18n/text.ts';
import { buttonClass } from './button.tsx';

export interface MenuAction {
  id: string;
  label: string;
}

export function ActionsMenu({
  name,
  actions,
  onAction,
}: {
  /** The row's name: the button reads "Actions for <name>". */
  name: string;
  actions: MenuAction[];
  onAction: (id: string) => void;
}) {
  const t = useText();
  const main = document.getElementById('main');
  const items = (
    <MenuItems
      anchor="bottom end"
      modal={false}
      aria-label={t('ui.actionsFor', { name })}
      className="z-50 mt-1 min-w-36 rounded-md border border-slate-300 bg-white p-1 text-sm shadow-lg focus:outline-none dark:border-slate-600 dark:bg-slate-800"
    >
      {actions.map((a) => (
        <MenuItem key={a.id}>
          <button
            type="button"
            className="block w-full rounded px-3 py-1.5 text-left text-slate-800 data-focus:bg-blue-100 data-focus:text-blue-900 dark:text-slate-100 dark:data-focus:bg-slate-700 dark:data-focus:text-white"
            onClick={(e) => {
              e.stopPropagation();
              onAction(a.id);
            }}
          >
            {a.label}
          </button>
        </MenuItem>
      ))}
    </MenuItems>
  );
  return (
    <Menu>
      <MenuButton
        className={`${buttonClass('secondary', 'sm')} whitespace-nowrap`}
        aria-label={t('ui.actionsFor', { name })}
        onClick={(e) => e.stopPropagation()}
      >
        {t('common.actions')}
        <span aria-hidden="true">▾</span>
      </MenuButton>
      {main ? <Portal.Group target={{ current: main }}>{items}</Portal.Group> : items}
    </Menu>
  );
}
