import type { ProjectBody } from '../../../../contract/api/projects.ts';
import { projects } from '../../../../contract/api/routes/projects.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

export function saveProject(id: number | null, body: ProjectBody) {
  return id
    ? sendAndRevalidate(projects.update, { params: { id }, body }, [projects.list])
    : sendAndRevalidate(projects.create, { body }, [projects.list]);
}
