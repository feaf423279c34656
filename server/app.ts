// Builds the Fastify app: plugins, then the error handler, then every area's routes. Tests use the result
// with inject(); main.ts makes it listen.
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ERRORS } from '../contract/messages.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createAuthenticate } from './auth/authenticate.ts';
import { ensureFirstAdmin, ensureJwtSecret, type FirstAdmin } from './auth/bootstrap.ts';
import { Tokens } from './auth/tokens.ts';
import { registerCompression } from './http/compression.ts';
import { JobRunner } from './jobs/runner.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { buildOpenApi } from './http/openapi.ts';
import { registerRoutes, type AnyRouteSpec } from './http/route.ts';
import { registerWebApp } from './http/web-app.ts';
import { securityHeaders } from './http/security-headers.ts';
import { activityLogRoutes, downloadAudit } from './modules/activity-log/routes.ts';
import { appConfigRoutes } from './modules/app-config/routes.ts';
import { tileImageSources } from './modules/app-config/map-settings.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { departmentRoutes } from './modules/departments/routes.ts';
import { employeeRoutes } from './modules/employees/routes.ts';
import { contractRoutes } from './modules/employees/contract-routes.ts';
import { employeeImportPlugin } from './modules/employees/import-routes.ts';
import { attendanceSheetImportPlugin } from './modules/attendance/sheet-import-routes.ts';
import { officeRoutes } from './modules/offices/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { leaveRoutes } from './modules/leave/routes.ts';
import { overtimeRoutes } from './modules/overtime/routes.ts';
import { postClockRoutes } from './modules/post-clock/routes.ts';
import { attendanceRoutes } from './modules/attendance/routes.ts';
import { settleByCorrection } from './modules/post-clock/post-clock-requests.ts';
import { payrollRoutes } from './modules/payroll/routes.ts';
import { payLineImportPlugin } from './modules/payroll/import-routes.ts';
import { clearAbandonedRuns, clearReplacedSets, clearWritesOf, writerOf } from './modules/payroll/run-writing.ts';

/** JSON bodies of this API are small; anything bigger is refused before it is parsed. */
const BODY_LIMIT = 256 * 1024;

export interface Hrms {
  db: Database;
  /** Every API route with its access rule, as registered. */
  routes: AnyRouteSpec[];
  /** Every method + url Fastify registered, API or not. */
  registered: Array<{ method: string; url: string }>;
  firstAdmin: FirstAdmin | null;
  /** Heavy work (files) on worker threads, a bounded number at a time. */
  jobs: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    hrms: Hrms;
  }
}

export interface BuildOptions {
  config: Config;
  /** An open database to use (tests); otherwise config.databaseUrl is opened and closed with the app. */
  db?: Database;
  logger?: boolean;
  /** Where the log goes instead of stdout's JSON lines (readable lines on a terminal: serve.ts). */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  config,
  db: given,
  logger = false,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const db = given ?? openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  // A generation killed midway leaves a run hidden while it was written, a regeneration payslips no reader takes:
  // gone with their writer.
  await clearAbandonedRuns(db);
  await clearReplacedSets(db);
  const tokens = new Tokens(await ensureJwtSecret(db, config.jwtSecret));
  const firstAdmin = await ensureFirstAdmin(db, config);

  const app = Fastify({
    logger: logger ? { level: config.logLevel, ...(logStream && { stream: logStream }) } : false,
    bodyLimit: BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const registered: Hrms['registered'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push({ method, url: route.url });
  });
  const routes: AnyRouteSpec[] = [];
  const jobs = new JobRunner({
    source: db.source,
    size: config.jobWorkers,
    memoryMb: config.jobMemoryMb,
    onCrash: (error, job) => app.log.error({ err: error, job }, 'a job worker stopped unexpectedly'),
    clearAfterCrash: (thread) => clearWritesOf(db, writerOf(thread)),
  });
  app.decorate('hrms', { db, routes, registered, firstAdmin, jobs });
  app.addHook('onClose', () => jobs.close());
  if (!given) app.addHook('onClose', () => db.close());

  const headers = securityHeaders({ imageSources: tileImageSources(config.map.tileUrl) });
  app.addHook('onRequest', (request, reply, done) =>
    headers(request, reply, (error?: unknown) => done(error as Error | undefined)),
  );
  installErrorHandler(app);
  app.addHook('onSend', downloadAudit(db));
  // Before any route: the plugin adds its compression to each route as it is registered.
  await registerCompression(app);

  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db.kysely);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ message: ERRORS.serviceUnavailable });
    }
  });

  const authenticate = createAuthenticate(db, tokens);
  registerRoutes(
    app,
    [
      ...authRoutes(db, tokens),
      ...roleRoutes(db),
      ...userRoutes(db),
      ...notificationRoutes(db),
      ...dashboardRoutes(db),
      ...activityLogRoutes(db),
      ...employeeRoutes(db),
      ...contractRoutes(db),
      ...departmentRoutes(db),
      ...officeRoutes(db),
      ...appConfigRoutes(config.map),
      ...projectRoutes(db),
      ...calendarRoutes(db),
      ...leaveRoutes(db),
      ...overtimeRoutes(db),
      ...postClockRoutes(db),
      ...attendanceRoutes(db, settleByCorrection),
      ...payrollRoutes(db, config.companyName),
    ] as AnyRouteSpec[],
    authenticate,
    routes,
  );
  // The import route reads file uploads, in a scope of its own so no other route accepts them.
  await app.register(employeeImportPlugin(db, authenticate, routes));
  await app.register(attendanceSheetImportPlugin(db, authenticate, routes));
  await app.register(payLineImportPlugin(db, authenticate, routes));
  const openApi = buildOpenApi(routes);
  app.get('/api/docs', { config: { access: 'public' } }, async () => openApi);

  await registerWebApp(app, config.webDist);
  return app;
}
