// Overtime: the approval engine's routes for the overtime kind (permission overtimeRequest).
import type { Database } from '../../db/database.ts';
import type { AnyRouteSpec } from '../../http/route.ts';
import { requestRoutes } from '../approvals/routes.ts';
import { overtimeRequestKind } from './overtime-requests.ts';

export const overtimeRoutes = (db: Database): AnyRouteSpec[] => requestRoutes(db, overtimeRequestKind);
