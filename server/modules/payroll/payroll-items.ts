// A run and a payslip as the API answers them, from their rows.
import type { PayrollRun, PayslipItem, PayslipLine, PayslipRow } from '../../../contract/api/payroll.ts';
import type * as repo from './repository.ts';

export const department = (id: number | null, name: string | null) => (id == null ? null : { id, name: name ?? '' });

export function toRun(r: repo.RunRow): PayrollRun {
  return {
    id: r.id,
    month: r.month,
    status: r.status as PayrollRun['status'],
    exchange_rate: r.exchange_rate,
    nssf_exchange_rate: r.nssf_exchange_rate ?? r.exchange_rate,
    headcount: r.headcount,
    gross_cents: r.gross_cents,
    net_cents: r.net_cents,
    tax_cents: r.tax_cents,
    employee_nssf_cents: r.employee_nssf_cents,
    employer_cents: r.employer_cents,
    employer_cost_cents: r.gross_cents + r.employer_cents,
    generated_by: r.generated_by_username,
    generated_at: r.generated_at,
    approved_by: r.approved_by_username,
    approved_at: r.approved_at,
  };
}

export function toPayslipRow(p: repo.PayslipRow): PayslipRow {
  return {
    id: p.id,
    payroll_id: p.payroll_id,
    month: p.month,
    employee_id: p.employee_id,
    employee_name: p.employee_name,
    staff_id: p.staff_id,
    department: department(p.department_id, p.department_name),
    gross_pay: p.gross_cents,
    net_pay: p.net_cents,
  };
}

export function toPayslip(p: repo.PayslipRow): PayslipItem {
  return {
    ...toPayslipRow(p),
    status: p.status as PayslipItem['status'],
    position: p.position,
    bank_name: p.bank_name,
    bank_account: p.bank_account,
    exchange_rate: p.exchange_rate,
    nssf_exchange_rate: p.nssf_exchange_rate ?? p.exchange_rate,
    base_cents: p.base_cents,
    taxable_cents: p.taxable_cents,
    tax_riel: p.tax_riel,
    tax_cents: p.tax_cents,
    employee_nssf_cents: p.employee_nssf_cents,
    employer_cents: p.employer_cents,
    net_riel: p.net_riel,
    unpaid_days: p.unpaid_half_days / 2,
    overtime_minutes: p.overtime_minutes,
    lines: JSON.parse(p.lines) as PayslipLine[],
    employer_lines: JSON.parse(p.employer_lines) as PayslipLine[],
    created_at: p.created_at,
  };
}
