// The heavy work that runs on a worker thread (runner.ts), by name: each job gets the worker's own database
// connection, plain-data arguments and a function to report its progress with (plain data, passed on to the
// request as it comes), and answers plain data (`meta`) and, for a file, its bytes or a stream.
// A route names the job and its arguments; nothing here knows HTTP.
import type { Language } from '../../contract/languages.ts';
import type { Readable } from 'node:stream';
import type { Database } from '../db/database.ts';
import type { ExportFile } from '../http/export-route.ts';
import type { Actor } from '../http/route.ts';
import { exportActivity } from '../modules/activity-log/service.ts';
import { exportRequests } from '../modules/approvals/service.ts';
import { closePeriod, exportAttendance, updateSettings } from '../modules/attendance/service.ts';
import { exportSheet } from '../modules/attendance/sheet-export-service.ts';
import { exportEmployees } from '../modules/employees/service.ts';
import { leaveRequestKind } from '../modules/leave/leave-requests.ts';
import { overtimeRequestKind } from '../modules/overtime/overtime-requests.ts';
import { bankTransferCsv, payslipPdfFile, payslipsZip, type PayslipJob } from '../modules/payroll/run-files-service.ts';
import { previewPayroll } from '../modules/payroll/preview-service.ts';
import {
  generatePayroll,
  regeneratePayroll,
  type GenerationProgress,
} from '../modules/payroll/run-lifecycle-service.ts';
import { exportRun } from '../modules/payroll/runs-service.ts';
import { statutoryFile } from '../modules/payroll/statutory-files-service.ts';
import type { StatutoryFile } from '../../contract/api/payroll-files.ts';
import { postClockRequestKind } from '../modules/post-clock/post-clock-requests.ts';
import { exportUsers } from '../modules/users/service.ts';
import { IMPORT_JOBS } from './import-jobs.ts';

/** A job's report of how far it is, posted to the request thread (the route's onProgress) as it goes. */
export type Progress = (data: unknown) => void;

/** A generation's progress as the payroll route streams it. */
export interface GenerationStep {
  phase: Parameters<GenerationProgress>[0];
  done: number;
  total: number;
}

const generationSteps =
  (progress: Progress): GenerationProgress =>
  (phase, done, total) =>
    progress({ phase, done, total } satisfies GenerationStep);

/** What a job answers: plain data, and the file's bytes or a stream of them. */
export interface JobOutput<M> {
  meta: M;
  body?: Buffer | string | Readable;
}

// The list exports: the query the route parsed and who asked, in; the file, out.
const EXPORTS = {
  employees: (db, { format, ...filters }: any, actor) => exportEmployees(db, filters, format, actor).then(file(format)),
  users: (db, query: any) => exportUsers(db, query).then(file('xlsx')),
  activityLog: (db, query: any, actor) => exportActivity(db, actor, query),
  attendance: (db, query: any) => exportAttendance(db, query),
  attendanceSheet: (db, query: any) => exportSheet(db, query),
  // Each request kind's export, named by its path (approvals' routes name it so).
  'leave-request': (db, query: any, actor) => exportRequests(db, leaveRequestKind, actor, query),
  'overtime-request': (db, query: any, actor) => exportRequests(db, overtimeRequestKind, actor, query),
  'post-clock-request': (db, query: any, actor) => exportRequests(db, postClockRequestKind, actor, query),
} satisfies Record<string, (db: Database, query: any, actor: Actor) => Promise<ExportFile>>;

function file(format: ExportFile['format']) {
  return (content: ExportFile['content']): ExportFile => ({ format, content });
}

export type ExportJobName = keyof typeof EXPORTS;

export const JOBS = {
  export: async (db: Database, job: { name: ExportJobName; query: unknown; actor: Actor }) => {
    const { format, content } = await EXPORTS[job.name](db, job.query, job.actor);
    return { meta: { format }, body: content };
  },
  payrollRegister: async (db: Database, { id, language }: { id: number; language?: Language }) => {
    const { name, content } = await exportRun(db, id, language);
    return { meta: { name }, body: content };
  },
  bankTransferCsv: async (db: Database, { id }: { id: number }) => {
    const { month, csv } = await bankTransferCsv(db, id);
    return { meta: { month }, body: csv };
  },
  statutoryFile: async (db: Database, { id, file }: { id: number; file: StatutoryFile }) => {
    const { name, content } = await statutoryFile(db, id, file);
    return { meta: { name }, body: content };
  },
  payslipPdf: async (db: Database, { id, actor, ...print }: { id: number; actor: Actor } & PayslipJob) => {
    const { name, pdf } = await payslipPdfFile(db, id, actor, print);
    return { meta: { name }, body: pdf };
  },
  payslipsZip: async (db: Database, { id, ...print }: { id: number } & PayslipJob) => {
    const { name, stream } = await payslipsZip(db, id, print);
    return { meta: { name }, body: stream };
  },
  // Payroll's month computed for everyone, and the runs written from it. A write runs to its end even when its
  // client has left (the route passes no signal): it computes in a read snapshot and writes in short
  // transactions that no reader sees until the run is whole (run-writing.ts, run-regeneration.ts).
  payrollPreview: async (db: Database, query: { month: string; exchange_rate?: number }) => ({
    meta: await previewPayroll(db, query),
  }),
  payrollGenerate: async (
    db: Database,
    { actor, body }: { actor: Actor; body: Parameters<typeof generatePayroll>[2] },
    progress: Progress,
  ) => ({ meta: await generatePayroll(db, actor, body, generationSteps(progress)) }),
  payrollRegenerate: async (
    db: Database,
    { actor, id, body }: { actor: Actor; id: number; body: { exchange_rate?: number } },
  ) => ({ meta: await regeneratePayroll(db, actor, id, body) }),
  // Closing an attendance month: every day of it derived again, settled and locked.
  attendanceClose: async (db: Database, { actor, month }: { actor: Actor; month: string }) => ({
    meta: await closePeriod(db, actor, month),
  }),
  // The attendance settings saved, then every open day derived again under them.
  attendanceSettings: async (
    db: Database,
    { actor, body }: { actor: Actor; body: Parameters<typeof updateSettings>[2] },
  ) => ({ meta: await updateSettings(db, actor, body) }),
  ...IMPORT_JOBS,
} satisfies Record<string, (db: Database, args: never, progress: Progress) => Promise<JobOutput<unknown>>>;

export type JobName = keyof typeof JOBS;
export type JobArgs<N extends JobName> = Parameters<(typeof JOBS)[N]>[1];
export type JobMeta<N extends JobName> = Awaited<ReturnType<(typeof JOBS)[N]>>['meta'];
