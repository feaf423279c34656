// One way of writing dates per table, the same in every table: a list's cells write a day as DD/MM/YYYY and a
// moment as DD/MM/YYYY hh:mmA, so no row puts "26 Nov 2026" beside "26/11/2026 05:29PM". Words ("26 Nov 2026")
// are for sentences, headings and details. This reads every column a feature declares (`cell:`) and refuses a
// cell that writes a day in words.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WORD_DATE_CALLS = /\b(formatDate|formatBusinessDate|formatDay)\(|\bleaveDates\(\w+\)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each column cell's code: from `cell:` to the bracket that closes its column object. */
function cells(text: string): string[] {
  return [...text.matchAll(/\bcell:/g)].map((m) => {
    let depth = 0;
    for (let i = m.index; i < text.length; i++) {
      if ('([{'.includes(text[i])) depth++;
      else if (')]}'.includes(text[i]) && --depth < 0) return text.slice(m.index, i);
    }
    return text.slice(m.index);
  });
}

describe('dates in tables', () => {
  const files = sources('src/features');

  it('finds the columns it checks', () => {
    const withCells = files.filter((f) => cells(readFileSync(f, 'utf8')).length);
    expect(withCells.length).toBeGreaterThan(10);
  });

  it('no column cell writes a day in words', () => {
    const offenders = files.flatMap((f) =>
      cells(readFileSync(f, 'utf8'))
        .filter((c) => WORD_DATE_CALLS.test(c))
        .map((c) => `${f}: ${c.split('\n')[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});
