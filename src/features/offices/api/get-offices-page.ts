// One page of the offices list as the page shows it, fetched outside SWR (to find the page that holds an office).
// A module of its own: get-offices.ts loads with the first screen (the palette's office search).
import type { officeListQuery, officeListResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { endpoint, fetchFrom } from '../../../lib/api-client.ts';
import { OFFICES_PER_PAGE } from './get-offices.ts';

const offices = endpoint<typeof officeListResponse, typeof officeListQuery>(API.offices);

export const fetchOfficesPage = (page: number) => fetchFrom(offices, { page, limit: OFFICES_PER_PAGE });
