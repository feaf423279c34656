import { describe, expect, it } from 'vitest';
import { changesLine, fieldChanges, maskAccount, withoutSecrets } from './activity-changes.ts';

describe('activity changes', () => {
  it('lists every field of before and after in the record order, marking the changed ones', () => {
    expect(fieldChanges({ a: 1, b: 'x', gone: true }, { a: 2, b: 'x', added: [1] })).toEqual([
      { field: 'a', before: 1, after: 2, changed: true },
      { field: 'b', before: 'x', after: 'x', changed: false },
      { field: 'added', before: undefined, after: [1], changed: true },
      { field: 'gone', before: true, after: undefined, changed: true },
    ]);
    expect(fieldChanges(null, { a: { deep: 1 } })).toEqual([
      { field: 'a', before: undefined, after: { deep: 1 }, changed: true },
    ]);
    expect(fieldChanges({ ids: [1, 2] }, { ids: [1, 2] })[0].changed).toBe(false);
  });

  it('leaves secrets out of the diff and out of stored JSON at any depth; token_version is not a secret', () => {
    expect(fieldChanges({ password_hash: 'h', name: 'a' }, { password: 'p', name: 'b' }).map((c) => c.field)).toEqual([
      'name',
    ]);
    const stored = JSON.stringify(
      { accessToken: 't', nested: { refresh_token: 'r', token: 'x', jwt_secret: 's', token_version: 3 }, ok: 1 },
      withoutSecrets,
    );
    expect(JSON.parse(stored)).toEqual({ nested: { token_version: 3 }, ok: 1 });
  });

  it('masks every bank account digit but the last four, keeping its spacing', () => {
    expect(maskAccount('0012 3456 7890')).toBe('**** **** 7890');
    expect(maskAccount('123')).toBe('123');
    expect(JSON.parse(JSON.stringify({ bank_account: '987654321' }, withoutSecrets))).toEqual({
      bank_account: '*****4321',
    });
  });

  it('says the changed fields on one line, absent values as a dash', () => {
    expect(
      changesLine({ salary_cents: 100, position: 'A', same: 1 }, { salary_cents: 120, position: 'B', same: 1 }),
    ).toBe('salary_cents: 100 → 120; position: A → B');
    expect(changesLine(null, { name: 'New', tags: ['x'] })).toBe('name: - → New; tags: - → ["x"]');
    expect(changesLine({ a: 1 }, { a: 1 })).toBe('');
  });
});
