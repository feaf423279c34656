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

  describe('in Khmer, written without spaces between words', () => {
    // The catalogue's Khmer titles, the English one a keyword beside each (as the palette prepares them in Khmer).
    const khmer = prepare([
      { id: 'user.add', title: 'បន្ថែមអ្នកប្រើប្រាស់', keywords: ['Add user'] },
      { id: 'role.edit', title: 'កែសម្រួលតួនាទី…', keywords: ['Edit role…'] },
      { id: 'user.export', title: 'នាំចេញអ្នកប្រើប្រាស់', keywords: ['Export users'] },
      { id: 'user.resetTwoFactor', title: 'កំណត់ការចូលប្រព័ន្ធពីរជំហានឡើងវិញ…', keywords: ['Reset two-factor…'] },
    ]);
    const found = (q: string) => rank(khmer, q, (i) => i.id).map((i) => i.id);

    it('finds a command from any part of its Khmer name, the middle of a word included', () => {
      expect(found('បន្ថែម')[0]).toBe('user.add'); // its start
      expect(found('ទី')).toEqual(['role.edit']); // a consonant and its vowel sign, at the end
      expect(found('ជំហាន')).toEqual(['user.resetTwoFactor']); // inside
      expect(found('ចេញអ្នក')[0]).toBe('user.export'); // across two words
    });

    it('matches across subscript consonants (coeng U+17D2) and combining vowel signs', () => {
      expect(found('ន្ថែ')).toEqual(['user.add']); // ន + ្ + ថ + ែ inside បន្ថែម
      expect(found('ម្រួ')).toEqual(['role.edit']); // ម + ្ + រ + ួ inside កែសម្រួល
      expect(found('ប្រព័ន្ធ')).toEqual(['user.resetTwoFactor']);
      expect(found('អ្នកប្រើ').sort()).toEqual(['user.add', 'user.export']);
    });

    it('still finds a command by its English title', () => {
      expect(found('export')[0]).toBe('user.export');
      expect(found('two-factor')[0]).toBe('user.resetTwoFactor');
    });

    it('needs two Khmer characters inside a word, so one character alone matches only a start', () => {
      expect(found('ក')).toEqual(['role.edit', 'user.resetTwoFactor']);
    });
  });
});
