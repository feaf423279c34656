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

  it('matches an abbreviation only through word starts, never letters scattered inside words', () => {
    expect(scoreToken('ael', 'add employee leave')).toBeGreaterThan(0);
    expect(scoreToken('dark', 'cancel leave request… withdraw revoke')).toBe(0);
    expect(scoreToken('report', 'reject leave request… decline deny refuse')).toBe(0);
    expect(scoreToken('create', 'edit office… move office change radius geofence')).toBe(0);
    // A short piece inside a word is too weak to count; a longer one counts less than a word start.
    expect(scoreToken('er', 'add user')).toBe(0);
    expect(scoreToken('ser', 'add user')).toBeLessThan(scoreToken('use', 'add user'));
  });
});
