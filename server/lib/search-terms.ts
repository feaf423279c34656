// Search terms of an employee: every prefix search hits one of these through the index.
export function employeeTerms(e: { first_name: string; last_name: string; staff_id: string; email: string }): string[] {
  const first = e.first_name.trim().toLowerCase();
  const last = e.last_name.trim().toLowerCase();
  const staff = e.staff_id.toLowerCase();
  // The number alone, as typed from the table ("000123") or without its padding ("123").
  const padded = staff.replace(/\D/g, '');
  const digits = padded.replace(/^0+/, '');
  return [
    ...new Set([first, last, `${first} ${last}`, `${last} ${first}`, staff, padded, digits, e.email.toLowerCase()]),
  ].filter(Boolean);
}

/** The [from, to) range of terms that start with the typed text. The bound is the highest code point, whose
 * UTF-8 bytes sort after every character (U+FFFF would exclude emoji and other 4-byte characters). */
export function prefixRange(text: string): [string, string] {
  const from = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return [from, `${from}\u{10FFFF}`];
}
