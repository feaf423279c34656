// .xlsx and .csv exports. Cells a spreadsheet would run as a formula are neutralised; numbers stay numbers.
import ExcelJS from 'exceljs';

const FORMULA_START = /^[=+\-@\t\r]/;

export type Cell = string | number | null | undefined;

export function neutralise(value: Cell): string | number {
  if (value == null) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export async function toXlsx(sheetName: string, header: string[], rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(neutralise));
  sheet.columns.forEach((column) => (column.width = 20));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvField(value: Cell): string {
  const text = String(neutralise(value));
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
