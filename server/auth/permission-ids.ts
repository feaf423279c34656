// Permission ids are fixed by the catalogue order (the migration seeds id = position + 1), so a route's
// requirement becomes ids without a query.
import {
  PERMISSION_CATALOGUE,
  permissionKey,
  type CataloguePermission,
  requirementPermissions,
  type PermissionRequirement,
} from '../../contract/permissions.ts';

const ID_BY_KEY = new Map(PERMISSION_CATALOGUE.map((p, i) => [permissionKey(p), i + 1]));

export function permissionId(p: CataloguePermission): number {
  const id = ID_BY_KEY.get(permissionKey(p));
  if (id === undefined) throw new Error(`Unknown permission ${permissionKey(p)}`);
  return id;
}

export function requirementIds(requirement: PermissionRequirement): number[] {
  return requirementPermissions(requirement).map(permissionId);
}

/** How many of requirementIds the role must hold: all of an `allOf`, else one. */
export function idsNeeded(requirement: PermissionRequirement): number {
  return 'allOf' in requirement ? requirement.allOf.length : 1;
}

export const ALL_PERMISSION_IDS = PERMISSION_CATALOGUE.map((_, i) => i + 1);
