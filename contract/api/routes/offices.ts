import type { officeSchemas } from '../offices.ts';
import { resourceTable } from '../route.ts';

/** Offices: list, one, create, update, delete at /office. */
export const offices = resourceTable<typeof officeSchemas>('/office', 'office');
