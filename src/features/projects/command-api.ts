import type { ProjectCommandApi } from '../../../commands/areas/projects/project-commands.ts';
import { API } from '../../../contract/api/paths.ts';
import { sendAndRevalidate } from '../../lib/mutation.ts';

export const projectCommandApi: ProjectCommandApi = {
  deleteProject: (id) => sendAndRevalidate('DELETE', API.project(id), [API.projects]),
};
