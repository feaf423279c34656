// Project dates are calendar dates (YYYY-MM-DD), not instants: shown as DD MMM YYYY (SPEC.md section 9)
// without any time-zone shift.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatBusinessDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return '-';
  return `${m[3]} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}
