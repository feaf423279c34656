import type { ProjectCommandApi } from '../../../commands/areas/projects/project-commands.ts';
import { projects } from '../../../contract/api/routes/projects.ts';
import { sendAndRevalidate } from '../../lib/mutation.ts';

export const projectCommandApi: ProjectCommandApi = {
  deleteProject: (id) => sendAndRevalidate(projects.remove, { params: { id } }, [projects.list]),
};
