// The employee figures of the API bench: 100,000 employees on the same database as the users, the list on random pages
// 1–20 and the search a person types into the list or the palette.
import type { RequestSpec } from 'autocannon';
import { openDatabase } from '../server/db/database.ts';
import { GENERATED_NAMES } from '../server/demo/demo-people.ts';
import { seedEmployeesBulk } from '../server/demo/seed-directory.ts';

export const EMPLOYEES = 100_000;
export const EMPLOYEE_LIST_PATH = '/api/v1/admin/employee';

/** Seeds EMPLOYEES employees (and the organisation they belong to) into an already migrated database. */
export async function seedEmployees(url: string): Promise<void> {
  const db = openDatabase(url);
  try {
    await seedEmployeesBulk(db, EMPLOYEES, { batch: 1000 });
  } finally {
    await db.close();
  }
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

/**
 * What people type: half the time a name, whole or its first three or more letters ("sok", "sophea"); half
 * the time a staff id or its number ("BULK-0012345", "12345"), of which there are 100,000, so the searches
 * touch pages all over the term index.
 */
export function searchText(): string {
  if (Math.random() < 0.5) {
    const name = pick(GENERATED_NAMES).toLowerCase();
    return name.slice(0, 3 + Math.floor(Math.random() * (name.length - 2)));
  }
  const n = 1 + Math.floor(Math.random() * EMPLOYEES);
  return Math.random() < 0.5 ? `BULK-${String(n).padStart(7, '0')}` : String(n);
}

function authorised(token: string, path: () => string): RequestSpec[] {
  return [
    {
      method: 'GET',
      path: path(),
      headers: { authorization: `Bearer ${token}` },
      setupRequest: (request) => ({ ...request, path: path() }),
    },
  ];
}

export const employeeListRequests = (token: string) =>
  authorised(token, () => `${EMPLOYEE_LIST_PATH}?page=${1 + Math.floor(Math.random() * 20)}&limit=10`);

export const employeeSearchRequests = (token: string) =>
  authorised(token, () => `${EMPLOYEE_LIST_PATH}?q=${encodeURIComponent(searchText())}&page=1&limit=10`);

/** The list must answer what it promises before it is timed: every employee counted, a search that finds. */
export async function checkEmployees(baseUrl: string, token: string): Promise<void> {
  const get = async (query: string) => {
    const res = await fetch(`${baseUrl}${EMPLOYEE_LIST_PATH}?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`employee list failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: Array<{ staff_id: string }>; metadata: { total: number } };
  };
  const all = await get('page=20&limit=10');
  if (all.data.length !== 10 || all.metadata.total < EMPLOYEES)
    throw new Error(`unexpected employee list: ${JSON.stringify(all.metadata)}`);
  const one = await get('q=BULK-0012345');
  if (one.data.length !== 1 || one.data[0].staff_id !== 'BULK-0012345')
    throw new Error(`staff id search failed: ${JSON.stringify(one).slice(0, 300)}`);
}
