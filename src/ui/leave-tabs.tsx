// The leave area's pages as one row of links: requests, balances, types, holidays. Each link is the
// page's navigation command, shown only to those who may open it (the same permission the route needs).
import { NavLink } from 'react-router-dom';
import { registry } from '../../commands/all-commands.ts';
import { satisfies } from '../../contract/permissions.ts';
import type { MessageKey } from '../i18n/en.ts';
import { useText } from '../i18n/text.ts';
import { useCommandContext } from '../lib/use-command-context.ts';

const TABS: ReadonlyArray<{ command: string; label: MessageKey }> = [
  { command: 'nav.leave', label: 'ui.leaveTabs.requests' },
  { command: 'nav.leaveBalances', label: 'ui.leaveTabs.balances' },
  { command: 'nav.leaveTypes', label: 'ui.leaveTabs.types' },
  { command: 'nav.holidays', label: 'ui.leaveTabs.holidays' },
];

export function LeaveTabs() {
  const ctx = useCommandContext();
  const text = useText();
  const tabs = TABS.map((t) => ({ ...t, cmd: registry.get(t.command) })).filter(
    (t) => t.cmd?.route && satisfies(ctx.permissions, t.cmd.permission),
  );
  if (tabs.length < 2) return null;
  return (
    <nav aria-label={text('ui.leaveTabs')} className="mb-4 border-b border-slate-300 dark:border-slate-600">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((t) => (
          <li key={t.command}>
            <NavLink
              to={t.cmd!.route!}
              end
              className="inline-block border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 aria-[current=page]:border-blue-700 aria-[current=page]:text-blue-800 dark:text-slate-300 dark:hover:text-white dark:aria-[current=page]:border-blue-300 dark:aria-[current=page]:text-blue-200"
            >
              {text(t.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
