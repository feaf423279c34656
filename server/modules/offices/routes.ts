import { officeBody, officeListQuery, officeListResponse, officeResponse } from '../../../contract/api/organisation.ts';
import type { Database } from '../../db/database.ts';
import { resourceRoutes } from '../../http/resource-routes.ts';
import * as service from './service.ts';

export const officeRoutes = (db: Database) =>
  resourceRoutes(db, {
    path: 'office',
    resource: 'office',
    noun: 'office',
    listQuery: officeListQuery,
    body: officeBody,
    listResponse: officeListResponse,
    itemResponse: officeResponse,
    list: service.listOffices,
    get: service.getOffice,
    create: service.createOffice,
    update: service.updateOffice,
    remove: service.deleteOffice,
  });
