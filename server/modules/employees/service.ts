// Employees: the directory's core record. Every change is one transaction with its activity-log entry; every
// query is in repository.ts; rows become the contract's shapes here.
import { employeeTerms } from '../../lib/search-terms.ts';
import type { Kysely } from 'kysely';
import type { Metadata } from '../../../contract/api/common.ts';
import {
  employeeDateIssues,
  employeeGender,
  employeeStatus,
  probationState,
  type CreateEmployeeBody,
  type EmployeeDetail,
  type EmployeeItem,
  type EmployeeRecord,
  type EmployeeListQuery,
  type UpdateEmployeeBody,
} from '../../../contract/api/employees.ts';
import { PROBATION_LABELS } from '../../../contract/labels.ts';
import { fieldLabel } from '../../../contract/field-labels.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { assertExists, uniqueOr409 } from '../../http/write-guards.ts';
import { fullName } from '../../lib/names.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { toCsv, toXlsx, type Cell } from '../../lib/spreadsheet.ts';
import { businessToday } from '../../lib/time.ts';
import { logActivity } from '../activity-log/service.ts';
import { holdsPayrollRead } from '../../auth/privileges.ts';
import * as repo from './repository.ts';

function toItem(r: repo.EmployeeListRow, today: string): EmployeeItem {
  return {
    id: r.id,
    staff_id: r.staff_id,
    first_name: r.first_name,
    last_name: r.last_name,
    full_name: fullName(r),
    phone: r.phone,
    email: r.email,
    position: r.position,
    team: r.team_id == null ? null : { id: r.team_id, name: r.team_name ?? '' },
    department: r.department_id == null ? null : { id: r.department_id, name: r.department_name ?? '' },
    join_date: r.join_date,
    probation_end_date: r.probation_end_date,
    probation: probationState(r.probation_end_date, today),
    status: employeeStatus.parse(r.status),
    has_photo: Boolean(r.has_photo),
    user: r.user_id == null ? null : { id: r.user_id, username: r.user_username ?? '' },
  };
}

function toRecord(r: repo.EmployeeRecordRow, today: string): EmployeeRecord {
  return {
    ...toItem(r, today),
    gender: employeeGender.parse(r.gender),
    date_of_birth: r.date_of_birth,
    address: r.address,
    // SQLite gives the JSON array as text, PostgreSQL as parsed JSON.
    offices: (typeof r.offices === 'string' ? JSON.parse(r.offices) : r.offices) as Array<{ id: number; name: string }>,
    salary_cents: Number(r.salary_cents),
    bank_name: r.bank_name,
    bank_account: r.bank_account,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

const toItems = (rows: repo.EmployeeListRow[], today: string) => rows.map((r) => toItem(r, today));

export async function listEmployees(
  db: Database,
  query: EmployeeListQuery,
): Promise<{ data: EmployeeItem[]; metadata: Metadata }> {
  const today = businessToday();
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const { q } = query;
  if (!q) {
    const { rows, total } = await repo.employeesPage(db.kysely, query, today, page);
    return { data: toItems(rows, today), metadata: pageMetadata(query.page, query.limit, total) };
  }
  // A search is counted up to the cap ("100+", further for a page past it), and without a chosen sort listed best
  // match first; a walk that saw every match has counted them already.
  const search = { ...query, q };
  const upTo = repo.searchCountLimit(page);
  const [rows, matched] = query.sort
    ? await Promise.all([
        repo.listEmployees(db.kysely, search, today, page),
        repo.countSearch(db.kysely, search, today, upTo),
      ])
    : await repo.searchPage(db.kysely, search, today, page).then((found) => [found.rows, found.total] as const);
  const capped = matched > upTo;
  const metadata = pageMetadata(query.page, query.limit, Math.min(matched, upTo));
  return {
    data: toItems(rows, today),
    metadata: capped ? { ...metadata, hasNext: true, totalCapped: true as const } : metadata,
  };
}

export async function getEmployee(db: Kysely<DB>, id: number): Promise<EmployeeDetail> {
  const today = businessToday();
  const [row] = await repo.employeeRecords(db, { id }, today);
  if (!row) throw notFound('Employee not found');
  return { ...toRecord(row, today), photo: await repo.employeePhoto(db, id) };
}

async function assertReferences(trx: Kysely<DB>, body: Partial<CreateEmployeeBody>) {
  await assertExists(trx, 'team', [body.team_id], 'team_id');
  await assertExists(trx, 'office', body.office_ids ?? [], 'office_ids');
}

async function assertUnique(trx: Kysely<DB>, e: { staff_id?: string; email?: string }, exceptId?: number) {
  if (e.staff_id && (await repo.staffIdTaken(trx, e.staff_id, exceptId)))
    throw conflict(`${fieldLabel('staff_id')} '${e.staff_id}' is already taken.`);
  if (e.email && (await repo.emailTaken(trx, e.email, exceptId)))
    throw conflict(`${fieldLabel('email')} '${e.email}' is already taken.`);
}

/** EMP-000123 from the row id; a suffix if an imported record already holds that id. */
async function nextStaffId(trx: Kysely<DB>, id: number): Promise<string> {
  const base = `EMP-${String(id).padStart(6, '0')}`;
  let candidate = base;
  for (let n = 2; await repo.staffIdTaken(trx, candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/** What the activity log keeps of an employee: the record, with whether it has a photo instead of the photo. */
function auditView<E extends { photo?: string | null }>(e: E) {
  const { photo, ...rest } = e;
  return { ...rest, has_photo: photo != null };
}

/** Inserts one employee in an open transaction (also used by import). */
export async function insertEmployee(trx: Kysely<DB>, actor: Actor, body: CreateEmployeeBody): Promise<number> {
  await assertReferences(trx, body);
  await assertUnique(trx, body);
  const now = nowIso();
  const { office_ids, staff_id, ...fields } = body;
  const id = await repo.insertEmployee(trx, {
    ...fields,
    // A staff id made from the row id needs the id first: a unique placeholder until then.
    staff_id: staff_id ?? `PENDING-${now}-${Math.random()}`,
    address: fields.address ?? '',
    team_id: fields.team_id ?? null,
    probation_end_date: fields.probation_end_date ?? null,
    bank_name: fields.bank_name ?? '',
    bank_account: fields.bank_account ?? '',
    photo: fields.photo ?? null,
    created_at: now,
    updated_at: now,
  });
  const staffId = staff_id ?? (await nextStaffId(trx, id));
  if (!staff_id) await repo.updateEmployee(trx, id, { staff_id: staffId });
  await repo.replaceOffices(trx, id, office_ids);
  await repo.replaceTerms(trx, id, employeeTerms({ ...body, staff_id: staffId }));
  await logActivity(trx, actor, {
    action: 'create',
    resource: 'employee',
    recordId: id,
    after: auditView({ ...fields, staff_id: staffId, office_ids }),
  });
  return id;
}

// Pay is private: salary and bank details reach only users with payroll read. Without it
// they are absent from the detail, the answers of create and update, and the export; an update leaves them as
// stored (a form that could not show them cannot change them).
const PAY_FIELDS = ['salary_cents', 'bank_name', 'bank_account'] as const;

function withoutPay<T extends object>(item: T): T {
  const copy = { ...item } as Record<string, unknown>;
  for (const field of PAY_FIELDS) delete copy[field];
  return copy as T;
}

/** Ordering by salary would tell pay apart: only for users with payroll read. */
async function assertSortAllowed(db: Kysely<DB>, actor: Actor, sort: string | undefined) {
  if ((sort === 'salary' || sort === '-salary') && !(await holdsPayrollRead(db, actor)))
    throw forbidden('Sorting by salary needs the payroll view permission.');
}

/** The list as this actor may ask for it. */
export async function listEmployeesFor(db: Database, query: EmployeeListQuery, actor: Actor) {
  await assertSortAllowed(db.kysely, actor, query.sort);
  return listEmployees(db, query);
}

/** One employee as this actor may see it. */
export async function employeeFor(db: Kysely<DB>, actor: Actor, id: number): Promise<EmployeeDetail> {
  const [item, seesPay] = await Promise.all([getEmployee(db, id), holdsPayrollRead(db, actor)]);
  return seesPay ? item : withoutPay(item);
}

export function createEmployee(db: Database, actor: Actor, body: CreateEmployeeBody) {
  return uniqueOr409('An employee with this staff id or email already exists.', () =>
    db.tx(async (trx) => employeeFor(trx, actor, await insertEmployee(trx, actor, body))),
  );
}

export function updateEmployee(db: Database, actor: Actor, id: number, body: UpdateEmployeeBody) {
  return uniqueOr409('An employee with this staff id or email already exists.', () =>
    db.tx(async (trx) => {
      const before = await repo.findEmployee(trx, id);
      if (!before) throw notFound('Employee not found');
      if (!(await holdsPayrollRead(trx, actor))) body = withoutPay(body);
      const merged = { ...before, ...body };
      const issues = employeeDateIssues(merged);
      if (issues.length) throw badRequest(issues);
      await assertReferences(trx, body);
      await assertUnique(trx, body, id);
      const { office_ids, ...fields } = body;
      await repo.updateEmployee(trx, id, { ...fields, updated_at: nowIso() });
      if (office_ids) await repo.replaceOffices(trx, id, office_ids);
      await repo.replaceTerms(trx, id, employeeTerms(merged));
      // A team move or resignation is named as such, so the history reads as what happened.
      const action =
        body.team_id !== undefined && body.team_id !== before.team_id && Object.keys(body).length === 1
          ? 'move-team'
          : body.status === 'resigned' && before.status !== 'resigned'
            ? 'resign'
            : 'update';
      await logActivity(trx, actor, {
        action,
        resource: 'employee',
        recordId: id,
        before: auditView(before),
        after: auditView({ ...merged, ...(office_ids ? { office_ids } : {}) }),
      });
      return employeeFor(trx, actor, id);
    }),
  );
}

export function deleteEmployee(db: Database, actor: Actor, id: number) {
  return db.tx(async (trx) => {
    const before = await repo.findEmployee(trx, id);
    if (!before) throw notFound('Employee not found');
    await repo.deleteEmployee(trx, id);
    await logActivity(trx, actor, { action: 'delete', resource: 'employee', recordId: id, before: auditView(before) });
  });
}

const PAY_HEADERS = new Set(['Monthly Salary (USD)', 'Bank', 'Bank Account']);
const EXPORT_HEADER = [
  'Staff ID',
  'First Name',
  'Last Name',
  'Gender',
  'Date of Birth',
  'Phone',
  'Email',
  'Address',
  'Position',
  'Department',
  'Team',
  'Offices',
  'Join Date',
  'Probation End',
  'Probation',
  'Monthly Salary (USD)',
  'Bank',
  'Bank Account',
  'Status',
];

export async function exportEmployees(
  db: Database,
  query: Omit<EmployeeListQuery, 'page' | 'limit'>,
  format: 'xlsx' | 'csv',
  actor: Actor,
): Promise<Buffer> {
  await assertSortAllowed(db.kysely, actor, query.sort);
  const today = businessToday();
  const seesPay = await holdsPayrollRead(db.kysely, actor);
  const items = (await repo.employeeRecords(db.kysely, query, today)).map((r) => toRecord(r, today));
  const rows: Cell[][] = items.map((e) => [
    e.staff_id,
    e.first_name,
    e.last_name,
    e.gender,
    e.date_of_birth,
    e.phone,
    e.email,
    e.address,
    e.position,
    e.department?.name ?? '',
    e.team?.name ?? '',
    e.offices.map((o) => o.name).join('; '),
    e.join_date,
    e.probation_end_date ?? '',
    PROBATION_LABELS[e.probation],
    ...(seesPay ? [(e.salary_cents ?? 0) / 100, e.bank_name, e.bank_account] : []),
    e.status,
  ]);
  const header = seesPay ? EXPORT_HEADER : EXPORT_HEADER.filter((h) => !PAY_HEADERS.has(h));
  return format === 'csv' ? Buffer.from(toCsv(header, rows)) : toXlsx('Employees', header, rows);
}
