// One workbook of several sheets for the statutory files: each sheet its header on row 1 (frozen), a row per
// employee, a totals row of the columns that add up; then a Notes sheet with the run, its rates and the form's
// sources. Text cells are neutralised (a name such as "=HYPERLINK(…)" stays text), numbers stay numbers.
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { neutralise, type Cell } from '../../lib/spreadsheet.ts';
import type { FormSource } from './statutory-forms.ts';

export const RIEL = '#,##0';
export const USD = '#,##0.00';
export const COUNT = '#,##0.##';
export const PERCENT = '0%';

export interface SheetColumn {
  header: string;
  format?: string;
  /** Summed on the totals row. */
  total?: boolean;
}

export interface Sheet {
  name: string;
  columns: readonly SheetColumn[];
  rows: readonly Cell[][];
  /** The totals row's label, in the Employee column; no totals row when left out. */
  totalLabel?: string;
}

/** A Notes sheet's lines: the run's own facts, then the form and its sources. */
export function notesSheet(facts: [string, Cell][], form: FormSource): Sheet {
  return {
    name: 'Notes',
    columns: [{ header: 'Item' }, { header: 'Value' }],
    rows: [
      ...facts,
      ['Form', form.form],
      ...form.sources.map((s, i): Cell[] => [`Source ${i + 1}`, s]),
      ...form.unverified.map((s, i): Cell[] => [`Not verified ${i + 1}`, s]),
    ],
  };
}

export async function statutoryWorkbook(sheets: readonly Sheet[]): Promise<Buffer> {
  const stream = new PassThrough();
  const written = buffer(stream);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = s.columns.map((c, i) => ({
      key: String(i),
      width: s.name === 'Notes' && i === 1 ? 120 : 18,
      ...(c.format ? { style: { numFmt: c.format } } : {}),
    }));
    const head = sheet.addRow(s.columns.map((c) => c.header));
    head.font = { bold: true };
    head.commit();
    // Money is summed in hundredths so thousands of rows never drift.
    const totals = s.columns.map(() => 0);
    for (const row of s.rows) {
      row.forEach((v, i) => {
        if (s.columns[i]?.total && typeof v === 'number') totals[i] += Math.round(v * 100);
      });
      sheet.addRow(row.map(neutralise)).commit();
    }
    if (s.totalLabel !== undefined) {
      const labelAt = Math.max(
        0,
        s.columns.findIndex((c) => c.header === 'Employee'),
      );
      const cells = s.columns.map((c, i) => (c.total ? totals[i] / 100 : i === labelAt ? s.totalLabel! : ''));
      const total = sheet.addRow(cells);
      total.font = { bold: true };
      total.commit();
    }
    sheet.commit();
  }
  await workbook.commit();
  return written;
}
