// GET /attendance/sheet/export: the whole sheet of the filters as the workbook HR hands to payroll and auditors.
// A row per employee: staff id, name, department, team, a column per day holding the day's code (coloured by
// status, the code always written: never colour alone), then the period's totals; a second worksheet explains
// the codes. Streamed through exceljs's writer, the employees read a chunk at a time, so 5,000 rows take a few
// seconds and never the whole table at once. Text is neutralised like every export (server/lib/spreadsheet.ts).
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import {
  ATTENDANCE_CODES,
  ATTENDANCE_COLOURS,
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
} from '../../../contract/attendance-codes.ts';
import type { SheetExportQuery, SheetPeriod, SheetRow } from '../../../contract/api/attendance.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { ExportFile } from '../../http/export-route.ts';
import { neutralise, toCsv, type Cell } from '../../lib/spreadsheet.ts';
import { allSheetRows, sheetPeriod } from './sheet-service.ts';
import { ensureSettled } from './derive-service.ts';

const WEEKDAYS = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const TOTAL_COLUMNS = [
  'Present days',
  'Late days',
  'Late minutes',
  'Early minutes',
  'Absent days',
  'Leave days',
  'Missing punch days',
  'Worked hours',
  'Approved overtime hours',
] as const;

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

function headerOf(period: SheetPeriod): string[] {
  return [
    'Staff ID',
    'Employee',
    'Department',
    'Team',
    ...period.days.map((d) => `${d.date.slice(8, 10)} ${WEEKDAYS[d.weekday]}`),
    ...TOTAL_COLUMNS,
  ];
}

function valuesOf(row: SheetRow): Cell[] {
  const t = row.totals;
  return [
    row.employee.staff_id,
    row.employee.name,
    row.employee.department?.name ?? '',
    row.employee.team?.name ?? '',
    ...row.cells.status.map((s) => (s ? ATTENDANCE_CODES[s] : '')),
    t.present_days,
    t.late_count,
    t.late_minutes,
    t.early_minutes,
    t.absent_days,
    t.leave_days,
    t.missing_punch_days,
    hours(t.worked_minutes),
    hours(t.overtime_minutes),
  ];
}

/** The fill and font of each status's cells, made once: exceljs keeps one style per distinct object. */
const STYLES = Object.fromEntries(
  ATTENDANCE_STATUSES.map((s) => [
    s,
    {
      fill: {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: `FF${ATTENDANCE_COLOURS[s].fill}` },
      } as ExcelJS.Fill,
      font: { color: { argb: `FF${ATTENDANCE_COLOURS[s].text}` }, bold: s !== 'present' } as Partial<ExcelJS.Font>,
    },
  ]),
) as Record<AttendanceStatus, { fill: ExcelJS.Fill; font: Partial<ExcelJS.Font> }>;

export async function exportSheet(database: Database, query: SheetExportQuery): Promise<ExportFile> {
  const { format, month, ...filters } = query;
  const db = database.kysely;
  const period = await sheetPeriod(db, month);
  await ensureSettled(database, period.from, period.to);
  const header = headerOf(period);
  if (format === 'csv') {
    const rows: Cell[][] = [];
    for await (const chunk of allSheetRows(db, filters, period)) for (const row of chunk) rows.push(valuesOf(row));
    return { format, content: toCsv(header, rows) };
  }
  return { format, content: await workbook(db, filters, period, header) };
}

async function workbook(
  db: Kysely<DB>,
  filters: Omit<SheetExportQuery, 'format' | 'month'>,
  period: SheetPeriod,
  header: string[],
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const firstDay = 5;
  const sheet = book.addWorksheet(`Attendance ${period.month}`, {
    views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }],
  });
  sheet.columns = header.map((_, i) => ({
    width: i === 1 ? 28 : i < 4 ? 16 : i < firstDay - 1 + period.days.length ? 7 : 12,
  }));
  const top = sheet.addRow(header);
  top.font = { bold: true };
  top.commit();
  for await (const rows of allSheetRows(db, filters, period)) {
    for (const r of rows) {
      const row = sheet.addRow(valuesOf(r).map(neutralise));
      r.cells.status.forEach((s, i) => {
        if (!s) return;
        const cell = row.getCell(firstDay + i);
        cell.fill = STYLES[s].fill;
        cell.font = STYLES[s].font;
      });
      row.commit();
    }
  }
  sheet.commit();

  const legend = book.addWorksheet('Codes');
  legend.columns = [{ width: 8 }, { width: 20 }];
  const legendTop = legend.addRow(['Code', 'Meaning']);
  legendTop.font = { bold: true };
  legendTop.commit();
  for (const s of ATTENDANCE_STATUSES) {
    const row = legend.addRow([ATTENDANCE_CODES[s], ATTENDANCE_STATUS_LABELS[s]]);
    row.getCell(1).fill = STYLES[s].fill;
    row.getCell(1).font = STYLES[s].font;
    row.commit();
  }
  const about = [
    [],
    ['Period', `${period.month}: ${period.from} to ${period.to}`],
    ['Closed', period.closed ? `yes, ${period.closed_at ?? ''} by ${period.closed_by?.username ?? ''}` : 'no'],
    ['Empty cell', 'no record: a future day or before the employee joined'],
  ];
  for (const line of about) legend.addRow(line.map(neutralise)).commit();
  legend.commit();
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}
