import type { UserListItem } from '../../../contract/api/users.ts';
import type { EntityRef } from '../../../commands/types.ts';

/** A listed user as the entity commands act on. */
export const userEntity = (u: UserListItem): EntityRef => ({
  kind: 'user',
  id: u.id,
  name: u.username,
  extra: { status: u.status },
});
