// JSON written straight into bytes, for an answer large enough that the way JSON.stringify's text is sent costs
// more than making it: a sheet page (165 KB of short arrays) was stringified in 0.6 ms, and the text then took
// 1.2 ms to flatten and as long again to encode as UTF-8 (the compressor's size check and its input). The bytes
// are JSON.stringify's own: the same key order, numbers, escapes and left-out values.

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const skipped = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

class ByteWriter {
  buffer = Buffer.allocUnsafe(64 * 1024);
  length = 0;

  room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /** Text known to be ASCII (punctuation, keys already quoted, numbers). */
  ascii(text: string): void {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) this.buffer[this.length++] = text.charCodeAt(i);
  }

  /** Any text, as UTF-8. */
  utf8(text: string): void {
    this.room(text.length * 3);
    this.length += this.buffer.write(text, this.length);
  }

  byte(c: number): void {
    this.room(1);
    this.buffer[this.length++] = c;
  }

  number(n: number): void {
    // A whole number as its digits, without a string; anything else as JSON.stringify writes it (-0, 1e21, NaN).
    if (Number.isSafeInteger(n) && n > 0) {
      let digits = 1;
      for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
      this.room(digits);
      let at = this.length + digits;
      for (let rest = n; at > this.length; rest = Math.floor(rest / 10)) this.buffer[--at] = 0x30 + (rest % 10);
      this.length += digits;
    } else if (n === 0) this.byte(0x30);
    else this.ascii(JSON.stringify(n));
  }

  string(s: string): void {
    // Printable ASCII without a quote or a backslash needs no escape: most strings, copied as they are.
    this.room(s.length + 2);
    const start = this.length;
    this.buffer[this.length++] = QUOTE;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x20 || c > 0x7e || c === QUOTE || c === BACKSLASH) {
        this.length = start;
        this.utf8(JSON.stringify(s));
        return;
      }
      this.buffer[this.length++] = c;
    }
    this.buffer[this.length++] = QUOTE;
  }

  value(v: unknown): void {
    if (v === null) this.ascii('null');
    else if (typeof v === 'string') this.string(v);
    else if (typeof v === 'number') this.number(v);
    else if (typeof v === 'boolean') this.ascii(v ? 'true' : 'false');
    else if (Array.isArray(v)) this.array(v);
    else if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && !('toJSON' in v))
      this.object(v as Record<string, unknown>);
    // A Date, a bigint's error, a class instance: as JSON.stringify writes it.
    else this.utf8(JSON.stringify(v));
  }

  array(items: readonly unknown[]): void {
    this.byte(0x5b);
    for (let i = 0; i < items.length; i++) {
      if (i > 0) this.byte(0x2c);
      const item = items[i];
      if (skipped(item)) this.ascii('null');
      else this.value(item);
    }
    this.byte(0x5d);
  }

  object(o: Record<string, unknown>): void {
    this.byte(0x7b);
    let first = true;
    for (const key of Object.keys(o)) {
      const v = o[key];
      if (skipped(v)) continue;
      if (!first) this.byte(0x2c);
      first = false;
      this.string(key);
      this.byte(0x3a);
      this.value(v);
    }
    this.byte(0x7d);
  }
}

/** The Content-Type Fastify gives a JSON answer, which a route sending jsonBytes sets itself. */
export const JSON_UTF8 = 'application/json; charset=utf-8';

/** `value` as the UTF-8 bytes of JSON.stringify(value), made without the text in between. */
export function jsonBytes(value: unknown): Buffer {
  const writer = new ByteWriter();
  writer.value(value);
  return writer.buffer.subarray(0, writer.length);
}
