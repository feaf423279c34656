import type { projectSchemas } from '../projects.ts';
import { resourceTable } from '../route.ts';

/** Projects: list, one, create, update, delete at /project. */
export const projects = resourceTable<typeof projectSchemas>('/project', 'project');
