import { addDays } from '../../../contract/dates.ts';
// RFC 5545 text for holidays and events: CRLF line ends, lines folded at 75 octets (never inside a UTF-8
// character), TEXT values escaped (\ ; , and newlines), all-day dates as DTSTART;VALUE=DATE with an exclusive
// DTEND, and a stable UID per event so a re-import updates rather than duplicates.

export interface IcsEvent {
  id: number;
  title: string;
  description: string;
  kind: string;
  /** YYYY-MM-DD, inclusive. */
  start: string;
  end: string;
  location: string | null;
  /** ISO timestamp of the last change. */
  updatedAt: string;
}

const MAX_OCTETS = 75;

/** C0 controls other than the newlines handled above (a TEXT value may not hold them), and DEL. */
const isControl = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return code < 0x20 || code === 0x7f;
};

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/./gu, (ch) => (isControl(ch) ? '' : ch));
}

/** Splits a content line into pieces of at most 75 octets; each continuation starts with one space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const basicDate = (iso: string) => iso.replace(/-/g, '');
/** 2026-11-25T02:03:04.567Z → 20261125T020304Z */
const basicStamp = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export function toIcs(events: readonly IcsEvent[], calendarName: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HRMS//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:calendar-event-${e.id}@hrms`,
      `DTSTAMP:${basicStamp(e.updatedAt)}`,
      `DTSTART;VALUE=DATE:${basicDate(e.start)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(e.end, 1))}`,
      `SUMMARY:${escapeText(e.title)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      `CATEGORIES:${e.kind.toUpperCase()}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
