import { officeSchemas } from '../../../contract/api/offices.ts';
import { offices } from '../../../contract/api/routes/offices.ts';
import type { Database } from '../../db/database.ts';
import { serveResource } from '../../http/resource-routes.ts';
import { bindRoutes } from '../../http/route.ts';
import * as service from './service.ts';

export const officeRoutes = (db: Database) =>
  serveResource(db, bindRoutes(offices, officeSchemas), {
    noun: 'office',
    list: service.listOffices,
    get: service.getOffice,
    create: service.createOffice,
    update: service.updateOffice,
    remove: service.deleteOffice,
  });
