import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes.ts';

const same = (value: unknown) => expect(jsonBytes(value).toString('utf8')).toBe(JSON.stringify(value));

describe('jsonBytes', () => {
  it('writes what JSON.stringify writes: numbers, escapes, left-out values, key order', () => {
    same({ b: 1, a: 2, 10: 'ten', 2: 'two' });
    same([0, -0, 7, 10, 1234567890, 2 ** 53, -5, 0.5, 3.25, 1e21, 1e-7, NaN, Infinity, -Infinity]);
    same([
      '',
      'plain',
      'quote " and \\ back',
      'line\nbreak\ttab\u0001',
      'é ü',
      'ខ្មែរ',
      '\u2028',
      '\ud800 lone',
      '\u007f',
    ]);
    same({ gone: undefined, fn: () => 1, kept: null, list: [undefined, () => 1, null], t: true, f: false });
    same({ when: new Date(0), own: { toJSON: () => 'custom' }, bare: Object.assign(Object.create(null), { x: 1 }) });
    same({ nested: [[], {}, [[1, [2]]], { deep: { deeper: ['x'] } }] });
  });

  it('grows past its first buffer', () => {
    same({
      rows: Array.from({ length: 20_000 }, (_, i) => ({ i, name: `row ${i} “quoted”`, v: i % 3 ? null : i / 4 })),
    });
  });
});
