// The payroll page's tabs as links (each tab has its own address): Runs, Pay lines (deduction read), Rules.
import { Link } from 'react-router-dom';
import { satisfies } from '../../../contract/permissions.ts';
import { PAYROLL_ROUTE, payrollTabPath } from '../../../commands/areas/payroll/payroll-commands.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { useText } from '../../i18n/text.ts';

export type PayrollTab = 'runs' | 'lines' | 'rules';

const TABS: ReadonlyArray<{ tab: PayrollTab; label: MessageKey; to: string; resource: 'payroll' | 'deduction' }> = [
  { tab: 'runs', label: 'payroll.tab.runs', to: PAYROLL_ROUTE, resource: 'payroll' },
  { tab: 'lines', label: 'payroll.tab.lines', to: payrollTabPath('lines'), resource: 'deduction' },
  { tab: 'rules', label: 'payroll.tab.rules', to: payrollTabPath('rules'), resource: 'payroll' },
];

export function PayrollTabs({ current }: { current: PayrollTab }) {
  const ctx = useCommandContext();
  const t = useText();
  const tabs = TABS.filter((tab) => satisfies(ctx.permissions, { resource: tab.resource, action: 'read' }));
  return (
    <nav aria-label={t('payroll.tabs')} className="mb-4 border-b border-slate-300 dark:border-slate-600">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.tab}>
            <Link
              to={tab.to}
              aria-current={tab.tab === current ? 'page' : undefined}
              className="inline-block border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 aria-[current=page]:border-blue-700 aria-[current=page]:text-blue-800 dark:text-slate-300 dark:hover:text-white dark:aria-[current=page]:border-blue-300 dark:aria-[current=page]:text-blue-200"
            >
              {t(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
