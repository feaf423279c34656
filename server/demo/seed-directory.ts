// The demo organisation's directory: 3 offices in Phnom Penh, 5 departments, 12 teams, about 200 employees with
// managers and leads, a few projects; the demo users hr_manager, lead_manager and dara_lead linked to their employees.
// Deterministic (a seeded generator; dates relative to the given day) and idempotent (nothing happens once any employee
// exists). Written straight through Kysely in one transaction, with the same search terms and office links the employee
// service writes.
//
// Khmer names are written family name first ("Sok Dara"); the seed keeps that order in first_name/last_name
// so the full name reads as Cambodians write it.
import { employeeTerms } from '../lib/search-terms.ts';
import { addDays, addMonthsToDate } from '../../contract/dates.ts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { nowIso } from '../lib/clock.ts';
import type { DB } from '../db/schema.ts';
import { businessToday } from '../lib/time.ts';
import {
  findDepartmentIdByName,
  insertDepartment,
  insertTeam,
  type DepartmentValues,
} from '../modules/departments/repository.ts';
import { findOfficeIdByName, insertOffice, type OfficeValues } from '../modules/offices/repository.ts';
import { generator } from './random.ts';
import { DEMO_OFFICES, DEMO_DEPARTMENTS, NAMED_LEADS } from './demo-organisation.ts';
import { person, contact, slug } from './demo-people.ts';

export const staffIdOf = (id: number) => `EMP-${String(id).padStart(6, '0')}`;

/** The office of that name (any case), inserted if missing: a seed over an existing directory reuses it. */
async function upsertOffice(trx: Kysely<DB>, values: OfficeValues): Promise<number> {
  return (await findOfficeIdByName(trx, values.name)) ?? insertOffice(trx, values, nowIso());
}

/** The department of that name (any case), inserted if missing. */
async function upsertDepartment(trx: Kysely<DB>, values: DepartmentValues): Promise<number> {
  return (await findDepartmentIdByName(trx, values.name)) ?? insertDepartment(trx, values, nowIso());
}

export interface DirectorySummary {
  skipped: boolean;
  employees: number;
  departments: number;
  teams: number;
  offices: number;
  projects: number;
}

export async function seedDirectory(db: Database, options: { today?: string } = {}): Promise<DirectorySummary> {
  const today = options.today ?? businessToday();
  const r = generator(20_260_104);
  return db.tx(async (trx) => {
    const any = await trx.selectFrom('employee').select('id').limit(1).executeTakeFirst();
    if (any) return { skipped: true, employees: 0, departments: 0, teams: 0, offices: 0, projects: 0 };
    const now = nowIso();

    const officeIds = new Map<string, number>();
    for (const o of DEMO_OFFICES) officeIds.set(o.name, await upsertOffice(trx, { ...o }));

    const usedEmails = new Set<string>();
    let created = 0;
    let resignedLeft = 6;

    /** Inserts one employee with its offices and search terms; returns its id. */
    const addEmployee = async (p: {
      family: string;
      given: string;
      gender: 'male' | 'female';
      position: string;
      teamId: number;
      offices: string[];
      pay: [number, number];
      senior: boolean;
    }) => {
      created++;
      // Join dates over the last six years; every eighth person joined in the last three months and is on probation.
      const recent = created % 8 === 0;
      const join = recent ? addDays(today, -r.int(5, 85)) : addDays(today, -r.int(120, 6 * 365));
      const born = `${r.int(p.senior ? 1970 : 1978, p.senior ? 1988 : 2002)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
      let email = `${slug(p.given)}.${slug(p.family)}@hrms-demo.example`;
      for (let n = 2; usedEmails.has(email); n++) email = `${slug(p.given)}.${slug(p.family)}${n}@hrms-demo.example`;
      usedEmails.add(email);
      const [low, high] = p.senior ? [p.pay[1], p.pay[1] + 1500] : p.pay;
      const resigned = !p.senior && !recent && created % 29 === 0 && resignedLeft-- > 0;
      const row = {
        staff_id: `SEED-${created}`,
        first_name: p.family,
        last_name: p.given,
        gender: p.gender,
        date_of_birth: born,
        email,
        position: p.position,
        team_id: p.teamId,
        join_date: join,
        probation_end_date: addMonthsToDate(join, 3),
        salary_cents: r.int(low / 10, high / 10) * 1000,
        status: resigned ? 'resigned' : 'active',
        photo: null,
        created_at: now,
        updated_at: now,
        ...contact(r),
      };
      const { id } = await trx.insertInto('employee').values(row).returning('id').executeTakeFirstOrThrow();
      const staffId = staffIdOf(id);
      await trx.updateTable('employee').set({ staff_id: staffId }).where('id', '=', id).execute();
      await trx
        .insertInto('employee_office')
        .values([...new Set(p.offices)].map((name) => ({ employee_id: id, office_id: officeIds.get(name)! })))
        .execute();
      await trx
        .insertInto('employee_term')
        .values(employeeTerms({ ...row, staff_id: staffId }).map((term) => ({ term, employee_id: id })))
        .execute();
      return id;
    };

    const named = new Map<string, number>();
    const departmentIds: number[] = [];
    let teamCount = 0;
    for (const d of DEMO_DEPARTMENTS) {
      const departmentId = await upsertDepartment(trx, { name: d.name, description: d.description, manager_id: null });
      departmentIds.push(departmentId);
      let managerId: number | undefined;
      for (const spec of d.teams) {
        const teamId = await insertTeam(trx, { name: spec.name, department_id: departmentId, lead_id: null }, now);
        teamCount++;
        let size = spec.size;
        // The department manager sits in its first team; a named lead leads their team; otherwise the first hire leads.
        if (managerId === undefined) {
          const [family, given, gender, position] = d.manager;
          managerId = await addEmployee({
            family,
            given,
            gender,
            position,
            teamId,
            offices: spec.offices,
            pay: spec.pay,
            senior: true,
          });
          named.set(`${family} ${given}`, managerId);
          size--;
        }
        const lead = NAMED_LEADS[spec.name];
        const [family, given, gender] = lead ?? person(r);
        const leadId = await addEmployee({
          family,
          given,
          gender,
          position: lead?.[3] ?? `${spec.name} Team Lead`,
          teamId,
          offices: spec.offices,
          pay: spec.pay,
          senior: true,
        });
        if (lead) named.set(`${family} ${given}`, leadId);
        size--;
        await trx.updateTable('team').set({ lead_id: leadId }).where('id', '=', teamId).execute();
        for (let i = 0; i < size; i++) {
          const [f, g, gen] = person(r);
          // Some people also work from a second office.
          const offices =
            r.next() < 0.1 ? [...spec.offices, r.pick(DEMO_OFFICES).name] : [spec.offices[i % spec.offices.length]];
          await addEmployee({
            family: f,
            given: g,
            gender: gen,
            position: r.pick(spec.positions),
            teamId,
            offices,
            pay: spec.pay,
            senior: false,
          });
        }
      }
      await trx
        .updateTable('department')
        .set({ manager_id: managerId ?? null })
        .where('id', '=', departmentId)
        .execute();
    }

    // A few projects with members from across the company.
    const pool = await trx.selectFrom('employee').select('id').where('status', '=', 'active').orderBy('id').execute();
    const projects = [
      {
        name: 'HRMS Console',
        code: 'HRMS',
        department: 0,
        start: addMonthsToDate(today, -8),
        end: addMonthsToDate(today, 4),
        members: 9,
      },
      {
        name: 'Mobile Banking App',
        code: 'MBA-2',
        department: 0,
        start: addMonthsToDate(today, -14),
        end: null,
        members: 12,
      },
      {
        name: 'Payroll Automation',
        code: 'PAY-AUTO',
        department: 2,
        start: addMonthsToDate(today, -3),
        end: addMonthsToDate(today, 3),
        members: 5,
      },
      {
        name: 'Brand Refresh',
        code: 'BRAND-26',
        department: 3,
        start: addMonthsToDate(today, -1),
        end: addMonthsToDate(today, 5),
        members: 6,
      },
      {
        name: 'Office Move Toul Kork',
        code: 'OPS-MOVE',
        department: 4,
        start: addMonthsToDate(today, -20),
        end: addMonthsToDate(today, -16),
        members: 4,
      },
    ];
    for (const p of projects) {
      const { id } = await trx
        .insertInto('project')
        .values({
          name: p.name,
          code: p.code,
          department_id: departmentIds[p.department],
          start_date: p.start,
          end_date: p.end,
          description: `${p.name} (demo project)`,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const members = new Set<number>();
      while (members.size < p.members) members.add(r.pick(pool).id);
      await trx
        .insertInto('project_member')
        .values([...members].map((employee_id) => ({ project_id: id, employee_id })))
        .execute();
    }

    // The demo users are these people.
    const links: Array<[string, string]> = [
      ['hr_manager', 'Chan Sreymom'],
      ['lead_manager', 'Keo Vanna'],
      ['dara_lead', 'Sok Dara'],
    ];
    for (const [username, name] of links) {
      await trx
        .updateTable('sys_user')
        .set({ employee_id: named.get(name)! })
        .where('username', '=', username)
        .where('employee_id', 'is', null)
        .execute();
    }
    return {
      skipped: false,
      employees: created,
      departments: departmentIds.length,
      teams: teamCount,
      offices: DEMO_OFFICES.length,
      projects: projects.length,
    };
  });
}

/**
 * N synthetic employees for benchmarks, in batched inserts (one transaction). Uses the existing teams and
 * offices (seeding the demo directory first when there are none). Staff ids BULK-0000001… continue from the
 * last bulk run, so calling it twice adds 2N.
 */
export async function seedEmployeesBulk(db: Database, n: number, options: { batch?: number } = {}): Promise<number> {
  const hasTeams = await db.kysely.selectFrom('team').select('id').limit(1).executeTakeFirst();
  const hasOffices = await db.kysely.selectFrom('office').select('id').limit(1).executeTakeFirst();
  if (!hasTeams || !hasOffices) await seedDirectory(db);
  const batch = options.batch ?? 500;
  return db.tx(async (trx) => {
    const teams = (await trx.selectFrom('team').select('id').orderBy('id').execute()).map((t) => t.id);
    const offices = (await trx.selectFrom('office').select('id').orderBy('id').execute()).map((o) => o.id);
    const last = await trx
      .selectFrom('employee')
      .select((eb) => eb.fn.max('staff_id').as('m'))
      .where('staff_id', 'like', 'BULK-%')
      .executeTakeFirst();
    const start = last?.m ? Number(String(last.m).slice(5)) : 0;
    const r = generator(start + 7);
    const today = businessToday();
    const now = nowIso();
    for (let done = 0; done < n; done += batch) {
      const rows = [];
      for (let i = done; i < Math.min(n, done + batch); i++) {
        const k = start + i + 1;
        const [family, given, gender] = person(r);
        const join = addDays(today, -r.int(1, 10 * 365));
        rows.push({
          staff_id: `BULK-${String(k).padStart(7, '0')}`,
          first_name: family,
          last_name: given,
          gender,
          date_of_birth: `${r.int(1965, 2004)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
          email: `bulk.${k}@hrms-demo.example`,
          position: 'Officer',
          team_id: teams[k % teams.length],
          join_date: join,
          probation_end_date: addMonthsToDate(join, 3),
          salary_cents: r.int(30, 300) * 1000,
          status: k % 25 === 0 ? 'resigned' : 'active',
          photo: null,
          created_at: now,
          updated_at: now,
          ...contact(r),
        });
      }
      const inserted = await trx.insertInto('employee').values(rows).returning(['id', 'staff_id']).execute();
      const byStaffId = new Map(rows.map((row) => [row.staff_id, row]));
      await trx
        .insertInto('employee_office')
        .values(inserted.map((e) => ({ employee_id: e.id, office_id: offices[e.id % offices.length] })))
        .execute();
      await trx
        .insertInto('employee_term')
        .values(
          inserted.flatMap((e) =>
            employeeTerms(byStaffId.get(e.staff_id)!).map((term) => ({ term, employee_id: e.id })),
          ),
        )
        .execute();
      // PostgreSQL plans its foreign-key checks once per session, from the table's statistics: planned
      // against a near-empty employee table they scan it whole for every row, and the seed turns quadratic.
      // Fresh statistics as the table doubles keep them index lookups.
      const batches = done / batch + 1;
      if (db.dialect === 'postgres' && (batches & (batches - 1)) === 0) await sql`analyze employee`.execute(trx);
    }
    return n;
  });
}
