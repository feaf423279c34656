// The rules tab: each statutory rule (tax on salary, NSSF, the pension deduction, fringe benefit tax, overtime,
// the hourly rate and the unpaid day) as a timeline of its versions, oldest first, each from the month it applies,
// in words, with the instrument it comes from; the version in force this month and those still to come marked.
// A new version is added from the palette ("Add rule version…"), after previewing its effect.
import type { PayrollRuleItem } from '../../../contract/api/payroll.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { useText } from '../../i18n/text.ts';
import { formatMonth } from '../../lib/time.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { useRules } from './api/rules-api.ts';

const BADGES: Record<PayrollRuleItem['status'], { text: MessageKey; tone: string } | null> = {
  in_force: {
    text: 'payroll.rules.inForce',
    tone: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  },
  upcoming: {
    text: 'payroll.rules.upcoming',
    tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  past: null,
};

/** Versions by rule, in the order the rules first appear, each rule's versions oldest first. */
function byRule(items: readonly PayrollRuleItem[]) {
  const rules = new Map<string, PayrollRuleItem[]>();
  for (const r of items) rules.set(r.key, [...(rules.get(r.key) ?? []), r]);
  return [...rules.values()].map((versions) =>
    [...versions].sort((a, b) => a.effective_from.localeCompare(b.effective_from)),
  );
}

export function RulesTab() {
  const t = useText();
  const { data, error, isLoading } = useRules();
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errorMessage(error, t('payroll.rules.failed'))}
      </p>
    );
  if (isLoading || !data)
    return (
      <p role="status" className="text-sm">
        {t('payroll.loading')}
      </p>
    );
  return (
    <>
      <p className="mb-3 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t('payroll.rules.intro')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {byRule(data.data).map((versions) => (
          <section
            key={versions[0].key}
            aria-labelledby={`rule-${versions[0].key}`}
            className="rounded-lg border border-slate-300 p-3 dark:border-slate-700"
          >
            <h2 id={`rule-${versions[0].key}`} className="mb-2 font-semibold">
              {t(`payroll.rule.${versions[0].key}` as MessageKey)}
            </h2>
            <ol className="border-l-2 border-slate-300 pl-4 dark:border-slate-600">
              {versions.map((v) => {
                const badge = BADGES[v.status];
                return (
                  <li key={v.id} className="relative mb-3 last:mb-0">
                    <span
                      aria-hidden="true"
                      className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-slate-500 dark:bg-slate-400"
                    />
                    <p className="text-sm font-medium">
                      {t('payroll.rules.from', { month: formatMonth(v.effective_from) })}
                      {badge ? (
                        <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-medium ${badge.tone}`}>
                          {t(badge.text)}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm">{v.summary}</p>
                    <p className="text-xs text-slate-700 dark:text-slate-300">
                      {t('payroll.rules.source', { source: v.source })}
                      {v.created_by ? t('payroll.rules.addedBy', { who: v.created_by }) : ''}
                    </p>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
    </>
  );
}
