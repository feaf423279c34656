import type { Database } from '../../db/database.ts';
import { requestRoutes } from '../approvals/routes.ts';
import { overtimeRequestKind } from './overtime-requests.ts';

export const overtimeRoutes = (db: Database) => requestRoutes(db, overtimeRequestKind);
