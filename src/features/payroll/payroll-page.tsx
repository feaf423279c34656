// /payroll: the runs (with the cost trend), the pay lines and the statutory rules as tabs (?tab=lines, ?tab=rules);
// ?month=YYYY-MM opens that month's run and its register.
import { MONTH_PATTERN } from '../../../contract/dates.ts';
import { useSearchParams } from 'react-router-dom';
import { useText } from '../../i18n/text.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { PayLinesTab } from './pay-lines-tab.tsx';
import { PayrollTabs, type PayrollTab } from './payroll-tabs.tsx';
import { RulesTab } from './rules-tab.tsx';
import { RunView } from './run-view.tsx';
import { RunsTab } from './runs-tab.tsx';

export default function PayrollPage() {
  const t = useText();
  const [params] = useSearchParams();
  const month = params.get('month');
  if (month && MONTH_PATTERN.test(month)) return <RunView key={month} month={month} />;
  const asked = params.get('tab');
  const tab: PayrollTab = asked === 'lines' || asked === 'rules' ? asked : 'runs';
  return (
    <section>
      <PageHeader title={t('page./payroll')} />
      <PayrollTabs current={tab} />
      {tab === 'runs' ? <RunsTab /> : tab === 'lines' ? <PayLinesTab /> : <RulesTab />}
    </section>
  );
}
