import type { OfficeItem } from '../../../contract/api/offices.ts';
import type { EntityRef } from '../../../commands/types.ts';

/** A listed office as the entity commands act on. */
export const officeEntity = (o: Pick<OfficeItem, 'id' | 'name'>): EntityRef => ({
  kind: 'office',
  id: o.id,
  name: o.name,
});
