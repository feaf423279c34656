// The payroll area's web slice (commands: commands/areas/payroll/). No zod here: pages and dialogs load on first
// use, and the palette's pickers read through typed endpoints only.
import { payrollApi } from '../../../commands/areas/payroll/payroll-commands.ts';
import { addMonths, monthsAround } from '../../../commands/areas/attendance/attendance-period.ts';
import { businessToday } from '../../lib/business-date.ts';
import { dialog, provide, type Contribution } from '../../lib/feature-contribution.ts';
import { fetchPayLines, fetchRuns } from './api/payroll-api.ts';
import { payrollCommandApi } from './command-api.ts';
import { matching, payLineEntity, payrollMonthEntity, runEntity } from './payroll-entities.ts';

const payLineDialog = () => import('./pay-line-dialog.tsx');

export const contribution: Contribution = {
  apis: [provide(payrollApi, payrollCommandApi)],
  dialogs: {
    'payLine.add': dialog(payLineDialog, { mode: 'add' }),
    'payLine.edit': dialog(payLineDialog, { mode: 'edit' }),
  },
  entitySearches: {
    // The months that have ended, newest first (last month on top), each marked when it is already generated.
    payrollMonth: async (needle) => {
      const generated = new Set((await fetchRuns()).data.map((r) => r.month));
      const lastMonth = addMonths(businessToday().slice(0, 7), -1);
      return matching(
        monthsAround(lastMonth, 23, 0).map((m) => payrollMonthEntity(m, generated.has(m))),
        needle,
      );
    },
    payrollRun: async (needle) => matching((await fetchRuns()).data.map(runEntity), needle),
    payLine: async (needle) => (await fetchPayLines(needle)).map(payLineEntity),
  },
  pages: {
    '/payroll': () => import('./payroll-page.tsx'),
    '/payroll/generate': () => import('./generate-page.tsx'),
    '/payslip': () => import('./payslip-page.tsx'),
  },
};
