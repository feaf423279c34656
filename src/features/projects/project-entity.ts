import type { EntityRef } from '../../../commands/types.ts';
import type { ProjectItem } from '../../../contract/api/projects.ts';

export const projectEntity = (p: Pick<ProjectItem, 'id' | 'name' | 'code'>): EntityRef => ({
  kind: 'project',
  id: p.id,
  name: `${p.name} (${p.code})`,
});
