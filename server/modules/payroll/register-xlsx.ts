// The salary register (report.xlsx): a row per employee, a column per component in the order they first
// appear, a totals row, the header frozen, money as dollars with two decimals (riel whole), every text cell
// neutralised so a name such as "=HYPERLINK(…)" stays text.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { PayslipItem } from '../../../contract/api/payroll.ts';
import { neutralise } from '../../lib/spreadsheet.ts';

const MONEY = '#,##0.00';
const RIEL = '#,##0';

export async function registerXlsx(month: string, rate: number, slips: readonly PayslipItem[]): Promise<Buffer> {
  const earnings: string[] = [];
  const deductions: string[] = [];
  const employer: string[] = [];
  for (const s of slips) {
    for (const l of s.lines) {
      const list = l.kind === 'earning' ? earnings : deductions;
      if (!list.includes(l.name)) list.push(l.name);
    }
    for (const l of s.employer_lines) if (!employer.includes(l.name)) employer.push(l.name);
  }
  const fixed = ['Staff ID', 'Employee', 'Department', 'Position', 'Bank', 'Bank account'];
  const money = [...earnings, 'Gross pay', ...deductions, 'Net pay (USD)', ...employer, 'Employer cost'];
  const header = [...fixed, ...money, 'Net pay (riel)'];

  // Streamed row by row (5,000 rows in well under the 3 s budget; the in-memory workbook took over 2 s).
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(`Payroll ${month}`, { views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }] });
  sheet.columns = header.map((name, i) => ({
    key: String(i),
    width: 18,
    ...(i >= fixed.length ? { style: { numFmt: i === header.length - 1 ? RIEL : MONEY } } : {}),
  }));
  const head = sheet.addRow(header);
  head.font = { bold: true };
  head.commit();
  const totals = new Array<number>(money.length + 1).fill(0);
  for (const s of slips) {
    const byName = new Map<string, number>();
    for (const l of [...s.lines, ...s.employer_lines]) byName.set(l.name, (byName.get(l.name) ?? 0) + l.amount_cents);
    const cents = money.map((name) =>
      name === 'Gross pay'
        ? s.gross_pay
        : name === 'Net pay (USD)'
          ? s.net_pay
          : name === 'Employer cost'
            ? s.gross_pay + s.employer_cents
            : (byName.get(name) ?? 0),
    );
    cents.forEach((c, i) => (totals[i] += c));
    totals[money.length] += s.net_riel;
    sheet
      .addRow([
        ...[s.staff_id, s.employee_name, s.department?.name ?? '', s.position, s.bank_name, s.bank_account].map(
          neutralise,
        ),
        ...cents.map((c) => c / 100),
        s.net_riel,
      ])
      .commit();
  }
  const total = sheet.addRow([
    '',
    'Total',
    '',
    '',
    '',
    `Rate ${rate} riel/USD`,
    ...totals.slice(0, -1).map((c) => c / 100),
    totals.at(-1),
  ]);
  total.font = { bold: true };
  total.commit();
  await workbook.commit();
  if (!out.readableEnded) await new Promise((resolve) => out.once('end', resolve));
  return Buffer.concat(chunks);
}
