import { describe, expect, it } from 'vitest';
import { findPageById } from './saved-row.ts';

/** A list of ids, newest first, served in pages of `size` like the API; counts the requests. */
function pages(ids: number[], size: number) {
  const calls: number[] = [];
  const fetchPage = async (page: number) => {
    calls.push(page);
    return {
      data: ids.slice((page - 1) * size, page * size).map((id) => ({ id })),
      metadata: { totalPage: Math.max(1, Math.ceil(ids.length / size)) },
    };
  };
  return { fetchPage, calls };
}

describe('findPageById', () => {
  const ids = Array.from({ length: 1000 }, (_, i) => 2000 - 2 * i); // 2000, 1998, …, 2 (gaps of one)

  it('finds the page of every id, the first page in one request', async () => {
    for (const [id, page] of [
      [2000, 1],
      [1982, 1],
      [1980, 2],
      [2, 100],
      [1000, 51],
    ] as const) {
      const { fetchPage, calls } = pages(ids, 10);
      expect(await findPageById(fetchPage, id)).toBe(page);
      if (page === 1) expect(calls).toEqual([1]);
      expect(calls.length).toBeLessThanOrEqual(9);
    }
  });

  it('answers null for an id no page holds: newer than all, older than all, or in a gap', async () => {
    for (const id of [2002, 1, 1001]) expect(await findPageById(pages(ids, 10).fetchPage, id)).toBeNull();
    expect(await findPageById(pages([], 10).fetchPage, 5)).toBeNull();
  });
});
