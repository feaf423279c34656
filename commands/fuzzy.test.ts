import { describe, expect, it } from 'vitest';
import { prepare, rank, scoreToken } from './fuzzy.ts';

const items = [
  { id: 'a', title: 'Go to Users', keywords: ['accounts'], group: 'Navigate' },
  { id: 'b', title: 'Add user', keywords: ['new user'], group: 'Users' },
  { id: 'c', title: 'Go to Roles', keywords: ['permissions'], group: 'Navigate' },
  { id: 'd', title: 'Toggle dark theme', keywords: ['appearance'], group: 'Preferences' },
];
const p = prepare(items);
const ids = (q: string, boosted: string[] = []) => rank(p, q, (i) => i.id, boosted).map((i) => i.id);

describe('fuzzy ranking', () => {
  it('prefers a prefix, then a word start, then a substring, then a subsequence', () => {
    expect(scoreToken('add', 'add user')).toBeGreaterThan(scoreToken('use', 'add user'));
    expect(scoreToken('use', 'add user')).toBeGreaterThan(scoreToken('ser', 'add user'));
    expect(scoreToken('ser', 'add user')).toBeGreaterThan(scoreToken('adu', 'add user'));
    expect(scoreToken('xyz', 'add user')).toBe(0);
  });

  it('matches titles, keywords and groups', () => {
    expect(ids('roles')).toEqual(['c']);
    expect(ids('appear')).toEqual(['d']);
    expect(ids('prefer')).toEqual(['d']);
    expect(ids('user').sort()).toEqual(['a', 'b']);
  });

  it('needs every word of the query', () => {
    expect(ids('go rol')).toEqual(['c']);
  });

  it('puts recent entries first when the query is empty', () => {
    expect(ids('', ['d', 'c'])).toEqual(['d', 'c', 'a', 'b']);
  });

  it('ranks 10,000 entries quickly', () => {
    const many = prepare(
      Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), title: `Employee number ${i}`, group: 'Employees' })),
    );
    const t = performance.now();
    const out = rank(many, 'emp 99', (i) => i.id);
    expect(out.length).toBeGreaterThan(0);
    expect(performance.now() - t).toBeLessThan(100);
  });
});
