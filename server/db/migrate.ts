// Runs every pending migration at start, on either dialect.
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.ts';
import { foundation } from './migrations/001-foundation.ts';
import { directory } from './migrations/003-directory.ts';
import { rowCounts } from './migrations/004-row-counts.ts';
import { employeeCount } from './migrations/006-employee-count.ts';
import { requests } from './migrations/007-requests.ts';
import { notificationOutcome } from './migrations/008-notification-outcome.ts';
import { listSortIndexes } from './migrations/009-list-sort-indexes.ts';
import { attendance } from './migrations/010-attendance.ts';
import { payroll } from './migrations/011-payroll.ts';
import { calendar } from './migrations/012-calendar.ts';
import { activityLog } from './migrations/013-activity-log.ts';
import { payrollAdjustments } from './migrations/014-payroll-adjustments.ts';
import { oneUserPerEmployee } from './migrations/015-one-user-per-employee.ts';
import { dashboardIndexes } from './migrations/016-dashboard-indexes.ts';
import { dashboardCounters } from './migrations/018-dashboard-counters.ts';
import { dashboardCoveringIndexes } from './migrations/019-dashboard-covering-indexes.ts';
import { attendanceCountWithoutResigned } from './migrations/020-attendance-count-without-resigned.ts';
import { payrollMoneyBigint } from './migrations/021-payroll-money-bigint.ts';
import { calendarLeaveSpans } from './migrations/022-calendar-leave-spans.ts';
import { notificationIndexes } from './migrations/023-notification-indexes.ts';
import { approvalPowers } from './migrations/024-approval-powers.ts';
import { twoFactor } from './migrations/025-two-factor.ts';
import { leavePolicies } from './migrations/026-leave-policies.ts';
import { leavePolicyPayAndDeduction } from './migrations/027-leave-policy-pay-and-deduction.ts';
import { payrollRulesByLaw } from './migrations/028-payroll-rules-by-law.ts';
import { employmentContracts } from './migrations/029-employment-contracts.ts';
import { accountLanguage } from './migrations/030-account-language.ts';
import { leaveLedgerOnly } from './migrations/031-leave-ledger-only.ts';
import { payslipTaxStatus } from './migrations/032-payslip-tax-status.ts';
import { payrollInputVersion } from './migrations/033-payroll-input-version.ts';
import { leaveRequestNoYear } from './migrations/034-leave-request-no-year.ts';
import { payrollRunWriter } from './migrations/035-payroll-run-writer.ts';
import { payslipGeneration } from './migrations/036-payslip-generation.ts';
import { sheetInputVersion } from './migrations/037-sheet-input-version.ts';

function provider(db: Database): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '001-foundation': foundation(db.dialect),
        '003-directory': directory(db.dialect),
        '004-row-counts': rowCounts(db.dialect),
        '006-employee-count': employeeCount(db.dialect),
        '007-requests': requests(db.dialect),
        '008-notification-outcome': notificationOutcome(),
        '009-list-sort-indexes': listSortIndexes(),
        '010-attendance': attendance(db.dialect),
        '011-payroll': payroll(db.dialect),
        '012-calendar': calendar(),
        '013-activity-log': activityLog(),
        '014-payroll-adjustments': payrollAdjustments(),
        '015-one-user-per-employee': oneUserPerEmployee(),
        '016-dashboard-indexes': dashboardIndexes(),
        '018-dashboard-counters': dashboardCounters(db.dialect),
        '019-dashboard-covering-indexes': dashboardCoveringIndexes(),
        '020-attendance-count-without-resigned': attendanceCountWithoutResigned(db.dialect),
        '021-payroll-money-bigint': payrollMoneyBigint(db.dialect),
        '022-calendar-leave-spans': calendarLeaveSpans(),
        '023-notification-indexes': notificationIndexes(),
        '024-approval-powers': approvalPowers(),
        '025-two-factor': twoFactor(db.dialect),
        '026-leave-policies': leavePolicies(db.dialect),
        '027-leave-policy-pay-and-deduction': leavePolicyPayAndDeduction(),
        '028-payroll-rules-by-law': payrollRulesByLaw(),
        '029-employment-contracts': employmentContracts(db.dialect),
        '030-account-language': accountLanguage(),
        '031-leave-ledger-only': leaveLedgerOnly(db.dialect),
        '032-payslip-tax-status': payslipTaxStatus(),
        '033-payroll-input-version': payrollInputVersion(db.dialect),
        '034-leave-request-no-year': leaveRequestNoYear(),
        '035-payroll-run-writer': payrollRunWriter(),
        '036-payslip-generation': payslipGeneration(db.dialect),
        '037-sheet-input-version': sheetInputVersion(db.dialect),
      };
    },
  };
}

export async function migrateToLatest(db: Database): Promise<void> {
  // Kysely looks for its own tables in every schema unless told which one: on PostgreSQL, a second schema in
  // the same database (another test run, another app) would make it skip creating them and fail.
  const migrationTableSchema =
    db.dialect === 'postgres'
      ? ((await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema ??
        undefined)
      : undefined;
  const migrator = new Migrator({ db: db.kysely, provider: provider(db), migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
