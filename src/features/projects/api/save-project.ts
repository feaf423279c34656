import type { ProjectBody } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

export function saveProject(id: number | null, body: ProjectBody) {
  return id
    ? sendAndRevalidate('PATCH', API.project(id), [API.projects], body)
    : sendAndRevalidate('POST', API.projects, [API.projects], body);
}
