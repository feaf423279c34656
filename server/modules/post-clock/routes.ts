import type { Database } from '../../db/database.ts';
import { requestRoutes } from '../approvals/routes.ts';
import { postClockRequestKind } from './post-clock-requests.ts';

export const postClockRoutes = (db: Database) => requestRoutes(db, postClockRequestKind);
