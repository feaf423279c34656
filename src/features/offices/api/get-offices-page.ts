// One page of the offices list as the page shows it, fetched outside SWR (to find the page that holds an office).
// A module of its own: get-offices.ts loads with the first screen (the palette's office search).
import { offices } from '../../../../contract/api/routes/offices.ts';
import { call } from '../../../lib/api-client.ts';
import { OFFICES_PER_PAGE } from './get-offices.ts';

export const fetchOfficesPage = (page: number) => call(offices.list, { query: { page, limit: OFFICES_PER_PAGE } });
