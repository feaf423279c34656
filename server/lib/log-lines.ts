// The log as a person reads it on a terminal: pino writes one JSON object a line, which is what a log collector
// wants but hard to read by eye. Each object becomes one line of time, level, request id, what happened and its
// fields, with an error's stack below it. Text that is not a log object passes through unchanged.

const LEVELS: Record<number, { label: string; colour: string }> = {
  10: { label: 'TRACE', colour: '90' },
  20: { label: 'DEBUG', colour: '90' },
  30: { label: 'INFO ', colour: '32' },
  40: { label: 'WARN ', colour: '33' },
  50: { label: 'ERROR', colour: '31' },
  60: { label: 'FATAL', colour: '41;97' },
};

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function clockTime(ms: number): string {
  const at = new Date(ms);
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}`;
}

function fieldText(value: unknown): string {
  return typeof value === 'string' && value !== '' && !/\s/.test(value) ? value : JSON.stringify(value);
}

/** One line of pino's JSON as a readable line (with `\n`); `colour` adds terminal colours to the level. */
export function readableLogLine(line: string, colour: boolean): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(line) as LogEntry;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.level !== 'number') return `${line.trimEnd()}\n`;
  const { level, time, msg, reqId, req, res, responseTime, err, pid: _pid, hostname: _hostname, ...fields } = entry;
  const known = LEVELS[level] ?? { label: `L${level}`.padEnd(5), colour: '0' };
  const parts = [
    clockTime(time ?? Date.now()),
    colour ? `\u001b[${known.colour}m${known.label}\u001b[0m` : known.label,
  ];
  if (reqId) parts.push(reqId);
  if (msg) parts.push(msg);
  if (req)
    parts.push(`${req.method ?? ''} ${req.url ?? ''}`.trim() + (req.remoteAddress ? ` from ${req.remoteAddress}` : ''));
  if (res) parts.push(`${res.statusCode}` + (responseTime === undefined ? '' : ` in ${responseTime.toFixed(1)} ms`));
  for (const [key, value] of Object.entries(fields)) parts.push(`${key}=${fieldText(value)}`);
  let text = parts.join(' ');
  if (err) {
    const detail = err.stack ?? err.message ?? JSON.stringify(err);
    text += `\n${detail.replace(/^/gm, '    ')}`;
  }
  return `${text}\n`;
}

/** A stream for pino that writes each record to `out` as readableLogLine renders it. */
export function readableLog(out: { write(text: string): unknown }, colour: boolean): { write(line: string): void } {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line !== '') out.write(readableLogLine(line, colour));
    },
  };
}
