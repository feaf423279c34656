// pino's JSON records as the lines a person reads on a terminal.
import { describe, expect, it } from 'vitest';
import { readableLog, readableLogLine } from './log-lines.ts';

const at = new Date(2026, 10, 28, 9, 5, 7, 42).getTime(); // local time, as the line shows it
const record = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: at, pid: 4242, hostname: 'box', ...fields });

describe('readableLogLine', () => {
  it('gives a request its id, method, path and address, and its answer the status and time taken', () => {
    const incoming = record({
      reqId: 'req-7',
      req: { method: 'GET', url: '/healthz', host: 'x', remoteAddress: '127.0.0.1', remotePort: 5 },
      msg: 'incoming request',
    });
    expect(readableLogLine(incoming, false)).toBe(
      '09:05:07.042 INFO  req-7 incoming request GET /healthz from 127.0.0.1\n',
    );
    const completed = record({
      reqId: 'req-7',
      res: { statusCode: 204 },
      responseTime: 2.349,
      msg: 'request completed',
    });
    expect(readableLogLine(completed, false)).toBe('09:05:07.042 INFO  req-7 request completed 204 in 2.3 ms\n');
  });

  it('names the level, keeps other fields as key=value and drops the process id and host name', () => {
    const line = readableLogLine(record({ level: 40, msg: 'slow', table: 'leave', rows: 3, note: 'two words' }), false);
    expect(line).toBe('09:05:07.042 WARN  slow table=leave rows=3 note="two words"\n');
  });

  it("puts an error's stack below its line, indented", () => {
    const stack = 'Error: disk full\n    at write (file.ts:1:1)';
    const line = readableLogLine(
      record({ level: 50, msg: 'export failed', err: { message: 'disk full', stack } }),
      false,
    );
    expect(line).toBe('09:05:07.042 ERROR export failed\n    Error: disk full\n        at write (file.ts:1:1)\n');
  });

  it('colours the level only when asked', () => {
    expect(readableLogLine(record({ msg: 'up' }), true)).toBe('09:05:07.042 \u001b[32mINFO \u001b[0m up\n');
  });

  it('passes through text that is not a log record', () => {
    expect(readableLogLine('plain text', false)).toBe('plain text\n');
    expect(readableLogLine('[1,2]', false)).toBe('[1,2]\n');
  });
});

describe('readableLog', () => {
  it('writes each record of a chunk as its own line', () => {
    const written: string[] = [];
    readableLog({ write: (text: string) => written.push(text) }, false).write(
      `${record({ msg: 'one' })}\n${record({ msg: 'two' })}\n`,
    );
    expect(written).toEqual(['09:05:07.042 INFO  one\n', '09:05:07.042 INFO  two\n']);
  });
});
