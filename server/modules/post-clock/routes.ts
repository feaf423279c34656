// Post clock: the approval engine's routes for the post clock kind (permission postClockRequest).
import type { Database } from '../../db/database.ts';
import type { AnyRouteSpec } from '../../http/route.ts';
import { requestRoutes } from '../approvals/routes.ts';
import { postClockRequestKind } from './post-clock-requests.ts';

export const postClockRoutes = (db: Database): AnyRouteSpec[] => requestRoutes(db, postClockRequestKind);
