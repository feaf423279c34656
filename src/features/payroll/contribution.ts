// The payroll area's web slice (commands: commands/areas/payroll/). No zod here: pages and dialogs load on first
// use, and the palette's pickers read through typed endpoints only.
import { monthsAround } from '../../../commands/month-text.ts';
import { addMonths } from '../../../contract/dates.ts';
import {
  onScreenFirst,
  PAYROLL_GENERATE_ROUTE,
  PAYROLL_ROUTE,
  PAYSLIP_ROUTE,
  payrollApi,
  SETTLEMENT_ROUTE,
  runMonthOnScreen,
} from '../../../commands/areas/payroll/payroll-commands.ts';
import { businessToday } from '../../lib/time.ts';
import { dialog, provide, type Contribution } from '../../lib/feature-contribution.ts';
import { fetchPayLinesLazily, fetchRunsLazily, payrollCommandApi } from './command-api.ts';
import { matching, payLineEntity, payLineMonthEntity, payrollMonthEntity, runEntity } from './payroll-entities.ts';

const payLineDialog = () => import('./pay-line-dialog.tsx');

export const contribution: Contribution = {
  apis: [provide(payrollApi, payrollCommandApi)],
  dialogs: {
    'payLine.add': dialog(payLineDialog, { mode: 'add' }),
    'payLine.edit': dialog(payLineDialog, { mode: 'edit' }),
    'payLine.import': dialog(() => import('./pay-line-import-dialog.tsx')),
    'payroll.adjust': dialog(() => import('./adjustment-dialog.tsx')),
    'payroll.tax': dialog(() => import('./tax-dialog.tsx')),
    'payroll.ruleVersion': dialog(() => import('./rule-version-dialog.tsx')),
    'payroll.endEmployment': dialog(() => import('./end-employment-dialog.tsx')),
  },
  entitySearches: {
    // The months that have ended, newest first (last month on top), each marked when it is already generated.
    payrollMonth: async (needle) => {
      const generated = new Set((await fetchRunsLazily()).data.map((r) => r.month));
      const lastMonth = addMonths(businessToday().slice(0, 7), -1);
      return matching(
        monthsAround(lastMonth, 23, 0).map((m) => payrollMonthEntity(m, generated.has(m))),
        needle,
      );
    },
    // The run on screen first, so a run's command picked in the palette on its page defaults to it.
    payrollRun: async (needle) =>
      onScreenFirst(
        matching((await fetchRunsLazily()).data.map(runEntity), needle),
        runMonthOnScreen(location.pathname, location.search),
      ),
    payLine: async (needle) => (await fetchPayLinesLazily(needle)).map(payLineEntity),
    // Next month, this month, then the twelve before.
    payLineMonth: async (needle) =>
      matching(
        monthsAround(businessToday().slice(0, 7), 12, 1).map((m) => payLineMonthEntity(m)),
        needle,
      ),
  },
  pages: {
    [PAYROLL_ROUTE]: () => import('./payroll-page.tsx'),
    [PAYROLL_GENERATE_ROUTE]: () => import('./generate-page.tsx'),
    [PAYSLIP_ROUTE]: () => import('./payslip-page.tsx'),
    [SETTLEMENT_ROUTE]: () => import('./settlement-page.tsx'),
  },
};
