// Directory fixtures for the API suites: records inserted straight into the database (no API rules, no
// activity log), and valid request bodies with unique names and emails.
import { employeeTerms } from '../../server/lib/search-terms.ts';
import type { TestApp } from '../../server/testing/test-app.ts';

let seq = 0;
/** A short unique token for names, codes and emails. */
export const unique = (prefix = 'x') => `${prefix}${Date.now().toString(36)}${(++seq).toString(36)}`;

const now = () => new Date().toISOString();

export async function insertOffice(t: TestApp, name = unique('Office ')): Promise<number> {
  const { id } = await t.db.kysely
    .insertInto('office')
    .values({
      name,
      address: 'Phnom Penh',
      latitude: 11.5564,
      longitude: 104.9282,
      radius_m: 150,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertDepartment(t: TestApp, name = unique('Dept ')): Promise<number> {
  const { id } = await t.db.kysely
    .insertInto('department')
    .values({ name, description: '', manager_id: null, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertTeam(t: TestApp, departmentId?: number, name = unique('Team ')): Promise<number> {
  const { id } = await t.db.kysely
    .insertInto('team')
    .values({
      name,
      department_id: departmentId ?? (await insertDepartment(t)),
      lead_id: null,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An employee with search terms and offices, as the service would write it (without the log entry). */
export async function insertEmployee(
  t: TestApp,
  o: { teamId?: number | null; officeIds?: number[]; firstName?: string; lastName?: string; status?: string } = {},
): Promise<number> {
  const tag = unique('e');
  const row = {
    staff_id: tag.toUpperCase().slice(0, 20),
    first_name: o.firstName ?? 'Fixture',
    last_name: o.lastName ?? tag,
    gender: 'female',
    date_of_birth: '1990-05-17',
    phone: '+855 12 345 678',
    email: `${tag}@example.com`,
    address: '',
    position: 'Officer',
    team_id: o.teamId ?? null,
    join_date: '2020-01-06',
    probation_end_date: '2020-04-06',
    salary_cents: 100_000,
    bank_name: '',
    bank_account: '',
    status: o.status ?? 'active',
    photo: null,
    created_at: now(),
    updated_at: now(),
  };
  const { id } = await t.db.kysely.insertInto('employee').values(row).returning('id').executeTakeFirstOrThrow();
  const officeIds = o.officeIds ?? [await insertOffice(t)];
  if (officeIds.length)
    await t.db.kysely
      .insertInto('employee_office')
      .values(officeIds.map((office_id) => ({ employee_id: id, office_id })))
      .execute();
  await t.db.kysely
    .insertInto('employee_term')
    .values(employeeTerms(row).map((term) => ({ term, employee_id: id })))
    .execute();
  return id;
}

/** A valid POST /employee body; override any field. */
export function employeeBody(officeIds: number[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const tag = unique('emp');
  return {
    first_name: 'Sok',
    last_name: 'Dara',
    gender: 'male',
    date_of_birth: '1991-03-14',
    phone: '+855 12 345 678',
    email: `${tag}@example.com`,
    address: 'Street 271, Phnom Penh',
    position: 'Software Engineer',
    office_ids: officeIds,
    join_date: '2021-06-01',
    probation_end_date: '2021-09-01',
    salary_cents: 150_000,
    bank_name: 'ABA Bank',
    bank_account: '000 123 456',
    ...overrides,
  };
}

/** Activity log rows of one record, oldest first. */
export function logOf(t: TestApp, resource: string, recordId: number) {
  return t.db.kysely
    .selectFrom('activity_log')
    .selectAll()
    .where('resource', '=', resource)
    .where('record_id', '=', String(recordId))
    .orderBy('id')
    .execute();
}

/** Row counts of a table (PostgreSQL answers counts as strings). */
export async function rows(
  t: TestApp,
  table:
    | 'employee'
    | 'employee_term'
    | 'employee_office'
    | 'department'
    | 'team'
    | 'office'
    | 'project'
    | 'project_member'
    | 'activity_log',
) {
  const r = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A tiny CSV reader (quotes, doubled quotes, CRLF) for checking exports. */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      out.push(row);
      row = [];
      i++;
    } else field += c;
  }
  if (field || row.length) {
    endField();
    out.push(row);
  }
  return out;
}
