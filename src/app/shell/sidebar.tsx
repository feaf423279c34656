// The sidebar and the mobile menu render this same list.
import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { registry } from '../../../commands/all-commands.ts';
import type { Command } from '../../../commands/types.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { Chevron } from '../../ui/chevron.tsx';
import { sidebarEntries } from '../sidebar-entries.ts';
import { pageTitle } from '../../i18n/command-text.ts';
import { useText } from '../../i18n/text.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm ${
    isActive
      ? 'bg-blue-700 font-semibold text-white'
      : 'text-slate-800 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

function Entry({ command, onNavigate }: { command: Command; onNavigate?: () => void }) {
  const t = useText();
  const route = command.route!;
  return (
    <li>
      <NavLink
        to={command.route!}
        end
        className={linkClass}
        onClick={(e) => {
          // Plain clicks go through execute like every other surface; modified clicks open a tab.
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          onNavigate?.();
          void runCommand(command.id, undefined, 'sidebar');
        }}
      >
        {pageTitle(t, route, command.placements!.sidebar!.label)}
      </NavLink>
    </li>
  );
}

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const ctx = useCommandContext();
  const t = useText();
  const { main, userManagement } = sidebarEntries(registry.all(), ctx);
  return (
    <nav aria-label={t('shell.mainNavigation')} className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
      <ul className="space-y-1">
        {main.map((c) => (
          <Entry key={c.id} command={c} onNavigate={onNavigate} />
        ))}
      </ul>
      {userManagement.length ? (
        <Group title={t('shell.userManagement')} commands={userManagement} onNavigate={onNavigate} />
      ) : null}
    </nav>
  );
}

/** A collapsible group: a button with aria-expanded controlling the list (the disclosure pattern). */
function Group({ title, commands, onNavigate }: { title: string; commands: Command[]; onNavigate?: () => void }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm font-semibold text-slate-800 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {title}
        <Chevron open={open} />
      </button>
      <ul id={id} hidden={!open} className="ml-3 space-y-1 border-l border-slate-300 pl-2 dark:border-slate-700">
        {commands.map((c) => (
          <Entry key={c.id} command={c} onNavigate={onNavigate} />
        ))}
      </ul>
    </div>
  );
}

export function SignOutButton({ onDone }: { onDone?: () => void }) {
  const t = useText();
  return (
    <button
      type="button"
      className="m-3 rounded-md border border-slate-300 px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-200 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      onClick={() => {
        onDone?.();
        void runCommand('session.signOut', undefined, 'sidebar');
      }}
    >
      {t('shell.signOut')}
    </button>
  );
}
