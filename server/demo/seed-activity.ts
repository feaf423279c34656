// The demo's activity history: three weeks of what administrators do, made through the API itself (app.inject: sign-in,
// the areas' routes, the exports) at the moments it happened (atTime), from the addresses and browsers they used, so
// the log shows varied entries with field diffs on first start: salary raises, a promotion, a bank account change, a
// team move, office and department edits, a role's description, sign-ins, mistyped and suspicious failed sign-ins, and
// exports. Skipped once it has run (idempotent).
import type { FastifyInstance } from 'fastify';
import { pathOf } from '../../contract/api/route.ts';
import { activityLog } from '../../contract/api/routes/activity-log.ts';
import { auth } from '../../contract/api/routes/auth.ts';
import { departments } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { roles } from '../../contract/api/routes/roles.ts';
import { atTime } from '../lib/clock.ts';
import { DEMO_PASSWORD } from './seed-foundation.ts';

const DAY_MS = 86_400_000;

const CLIENTS = {
  office: {
    remoteAddress: '10.20.1.14',
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  },
  laptop: {
    remoteAddress: '10.20.1.37',
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  },
  phone: {
    remoteAddress: '172.16.8.52',
    ua: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  },
  unknown: { remoteAddress: '203.0.113.77', ua: 'python-requests/2.32.3' },
} as const;
type Client = (typeof CLIENTS)[keyof typeof CLIENTS];

export interface ActivitySummary {
  skipped: boolean;
  reason?: string;
  calls: number;
}

export async function seedActivity(
  app: FastifyInstance,
  admin: { username: string; password: string | null },
  options: { now?: Date } = {},
): Promise<ActivitySummary> {
  const db = app.hrms.db.kysely;
  const done = await db
    .selectFrom('activity_log')
    .select('id')
    .where('resource', '=', 'employee')
    .where('action', '=', 'update')
    .limit(1)
    .executeTakeFirst();
  if (done) return { skipped: true, reason: 'employee changes are logged already', calls: 0 };
  const staff = await db.selectFrom('employee').select('id').orderBy('id').limit(6).execute();
  const teams = await db.selectFrom('team').select('id').orderBy('id').limit(3).execute();
  if (staff.length < 6 || teams.length < 3) return { skipped: true, reason: 'not the demo organisation', calls: 0 };

  const anchor = options.now ?? new Date();
  let calls = 0;
  /** One API call as `client` at `daysAgo` days (and minutes) before now; the answer's body, or null. */
  async function call(
    daysAgo: number,
    client: Client,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    options: { token?: string; body?: object } = {},
  ) {
    const at = new Date(anchor.getTime() - daysAgo * DAY_MS);
    const res = await atTime(at, () =>
      app.inject({
        method,
        url,
        remoteAddress: client.remoteAddress,
        headers: {
          'user-agent': client.ua,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        payload: options.body,
      }),
    );
    calls++;
    return res.statusCode < 300 ? res : null;
  }
  const signIn = async (daysAgo: number, client: Client, username: string, password: string) => {
    const res = await call(daysAgo, client, 'POST', auth.login.path, { body: { username, password } });
    return res ? (res.json().data.accessToken as string) : null;
  };
  const json = async (token: string, url: string) => (await call(0, CLIENTS.office, 'GET', url, { token }))?.json();

  const hr = await signIn(21, CLIENTS.office, 'hr_manager', DEMO_PASSWORD);
  if (!hr) return { skipped: true, reason: 'hr_manager could not sign in', calls };
  const [a, b, c, d, e, f] = staff.map((x) => x.id);
  const detail = async (id: number) => (await json(hr, pathOf(employees.get, { id }))).data as Record<string, any>;
  const patch = (daysAgo: number, client: Client, token: string, url: string, body: object) =>
    call(daysAgo, client, 'PATCH', url, { token, body });

  // Week 1: the annual review: raises, one promotion, a bank account change.
  for (const [id, raise] of [
    [a, 1.08],
    [b, 1.05],
    [c, 1.12],
  ] as const) {
    const now = await detail(id);
    await patch(21 - 0.01 * id, CLIENTS.office, hr, pathOf(employees.update, { id }), {
      salary_cents: Math.round((now.salary_cents * raise) / 100) * 100,
    });
  }
  await patch(20.9, CLIENTS.office, hr, pathOf(employees.update, { id: c }), { position: 'Senior Accountant' });
  await patch(20.5, CLIENTS.office, hr, pathOf(employees.update, { id: d }), {
    bank_name: 'ABA Bank',
    bank_account: '002 345 678 912',
  });
  // A mistyped password, then a run of guesses at the viewer account from outside.
  await signIn(18, CLIENTS.laptop, 'sokha_hr', 'Demo#1234');
  for (let i = 0; i < 3; i++) await signIn(17.5 - i * 0.001, CLIENTS.unknown, i === 2 ? 'root' : 'viewer', 'password1');
  const sokha = await signIn(18 - 0.001, CLIENTS.laptop, 'sokha_hr', DEMO_PASSWORD);

  // Week 2: a team move, an office's new address, a department's description.
  await patch(12, CLIENTS.office, hr, pathOf(employees.update, { id: e }), { team_id: teams[2].id });
  const office = (await json(hr, `${offices.list.path}?limit=1`)).data[0];
  if (office)
    await patch(11, CLIENTS.office, hr, pathOf(offices.update, { id: office.id }), {
      name: office.name,
      address: `${office.address} (2nd floor)`,
      latitude: office.latitude,
      longitude: office.longitude,
      radius_m: office.radius_m + 50,
    });
  const department = (await json(hr, `${departments.list.path}?limit=1`)).data[0];
  if (department)
    await patch(10, CLIENTS.office, hr, pathOf(departments.update, { id: department.id }), {
      name: department.name,
      description: 'Payroll, accounts payable and the month-end close',
      manager_id: department.manager?.id ?? null,
    });
  if (admin.password) {
    const root = await signIn(9, CLIENTS.office, admin.username, admin.password);
    const roleList = root ? (await json(root, roles.list.path)).data : [];
    const lead = roleList.find((r: { role_name: string }) => r.role_name === 'Lead Manager');
    if (root && lead) {
      const role = (await json(root, pathOf(roles.get, { id: lead.id }))).data;
      await patch(9, CLIENTS.office, root, pathOf(roles.update, { id: lead.id }), {
        role_name: role.name,
        description: "Approves their team's leave, overtime and post clock requests; sees the team calendar",
        permission_ids: role.permissions.map((p: { id: number }) => p.id),
      });
    }
  }

  // Week 3: exports, a phone number from a laptop, a lead manager signing in from a phone.
  await call(5, CLIENTS.office, 'GET', `${employees.export.path}?format=xlsx`, { token: hr });
  await call(4, CLIENTS.office, 'GET', `${activityLog.export.path}?resource=employee&action=update&format=csv`, {
    token: hr,
  });
  if (sokha) await patch(1, CLIENTS.laptop, sokha, pathOf(employees.update, { id: f }), { phone: '+855 12 345 678' });
  await signIn(0.2, CLIENTS.phone, 'lead_manager', DEMO_PASSWORD);
  return { skipped: false, calls };
}
