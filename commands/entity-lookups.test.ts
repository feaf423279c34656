import { describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE, permissionKey } from '../contract/permissions.ts';
import { ENTITY_LOOKUPS, searchableKinds } from './entity-lookups.ts';

describe('palette entity lookups', () => {
  it('name permissions from the catalogue', () => {
    const catalogue = new Set(PERMISSION_CATALOGUE.map(permissionKey));
    for (const lookup of ENTITY_LOOKUPS) expect(catalogue.has(permissionKey(lookup.permission))).toBe(true);
  });

  it('offer only the kinds the user may read', () => {
    expect(searchableKinds({ permissions: new Set(['sysUser:read']) })).toEqual(['user']);
    expect(searchableKinds({ permissions: new Set(['role:read', 'sysUser:read']) })).toEqual(['user', 'role']);
    expect(searchableKinds({ permissions: new Set(['sysUser:create']) })).toEqual([]);
  });
});
