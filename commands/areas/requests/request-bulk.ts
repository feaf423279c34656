// What a bulk approve or reject tells the user: how many went through, and each one that did not, by the
// employee it is about, with the server's reason. Shared by the bulk command and the reject dialog.
import type { BulkResult } from '../../../contract/api/requests.ts';
import type { EntityRef } from '../../types.ts';

export interface BulkOutcome {
  /** "3 approved." — absent when none went through. */
  success?: string;
  /** "1 not approved: Sok Dara · EMP-000001 — This request is no longer pending." — absent when all did. */
  failure?: string;
}

export function bulkOutcome(
  results: readonly BulkResult[],
  entities: ReadonlyArray<Pick<EntityRef, 'id' | 'name'>>,
  verb: 'approved' | 'rejected',
): BulkOutcome {
  const names = new Map(entities.map((e) => [e.id, e.name]));
  const done = results.filter((r) => r.ok).length;
  const failed = results.filter((r) => !r.ok);
  return {
    success: done > 0 ? `${done} ${verb}.` : undefined,
    failure: failed.length
      ? `${failed.length} not ${verb}: ${failed.map((r) => `${names.get(r.id) ?? `#${r.id}`} — ${r.message}`).join('; ')}`
      : undefined,
  };
}
