// The figures a computed payslip line carries in its name ("Absence (19 d)", "Overtime (2h30 at 150%)"), read
// back from the English names payroll writes: a payslip is frozen with its lines' names and nothing else, so a
// line is worded in the reader's language at read time from its code and these figures (the stored row is never
// rewritten, and one stored years ago reads the same). A pay line HR typed is data and carries none.

/** How the figures sit in the name, each form with the figures it holds (as written: "1.5", "05", "$1,234.00"). */
export type LineFigures =
  | { form: 'days'; days: string }
  | { form: 'partPaid'; percent: string; days: string }
  | { form: 'overtime'; hours: string; minutes: string; percent: string }
  | { form: 'ofDays'; days: string; of: string }
  | { form: 'seniority'; days: string; average: string; divisor: string }
  | { form: 'severance'; percent: string; wages: string };

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const USD = String.raw`-?\$[\d,]+\.\d{2}`;

/** Each code whose name carries figures: the form and the name's tail it is read from (compute-payslip.ts,
 * seniority.ts, settlement-service.ts write them). */
const FORMS: Readonly<Record<string, readonly [LineFigures['form'], RegExp]>> = {
  unpaid_leave: ['days', new RegExp(String.raw`\((?<days>${NUMBER}) d\)$`)],
  absence: ['days', new RegExp(String.raw`\((?<days>${NUMBER}) d\)$`)],
  annual_leave: ['days', new RegExp(String.raw`\((?<days>${NUMBER}) d\)$`)],
  part_paid_leave: ['partPaid', new RegExp(String.raw` at (?<percent>\d+)% \((?<days>${NUMBER}) d\)$`)],
  overtime_normal: ['overtime', /\((?<hours>\d+)h(?<minutes>\d{2}) at (?<percent>\d+)%\)$/],
  overtime_night: ['overtime', /\((?<hours>\d+)h(?<minutes>\d{2}) at (?<percent>\d+)%\)$/],
  overtime_rest_day: ['overtime', /\((?<hours>\d+)h(?<minutes>\d{2}) at (?<percent>\d+)%\)$/],
  salary: ['ofDays', /\((?<days>\d+) of (?<of>\d+) d\)$/],
  notice: ['ofDays', /\((?<days>\d+) of (?<of>\d+) d\)$/],
  seniority: ['seniority', new RegExp(String.raw`\((?<days>${NUMBER}) d × (?<average>${USD}) ÷ (?<divisor>\d+)\)$`)],
  severance: ['severance', new RegExp(String.raw`\((?<percent>${NUMBER})% of (?<wages>${USD})\)$`)],
};

/** Whether a line of this code carries figures in its name (an absence does, base salary does not). */
export const carriesFigures = (code: string): boolean => Object.hasOwn(FORMS, code);

/** The figures in a computed line's stored name; null for a line without any, or a name not in its code's form. */
export function lineFigures(l: { code: string; name: string }): LineFigures | null {
  if (!carriesFigures(l.code)) return null;
  const [form, pattern] = FORMS[l.code];
  const groups = pattern.exec(l.name)?.groups;
  return groups ? ({ form, ...groups } as LineFigures) : null;
}
