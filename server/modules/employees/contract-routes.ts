// Contracts' routes (contract/api/routes/employment.ts): an employee's contracts and a new version of one.
import { employmentSchemas, EMPLOYMENT_MESSAGES } from '../../../contract/api/employment.ts';
import { employment } from '../../../contract/api/routes/employment.ts';
import type { Database } from '../../db/database.ts';
import { bindRoutes, defineRoute } from '../../http/route.ts';
import * as service from './contracts.ts';

export function contractRoutes(db: Database) {
  const api = bindRoutes(employment, employmentSchemas);
  return [
    defineRoute(api.contracts, async ({ params }) => ({
      message: 'OK',
      data: await service.listContracts(db, params.id),
    })),
    defineRoute(api.addContract, async ({ actor, params, body, reply }) => {
      const data = await service.addContract(db, actor, params.id, body);
      reply.status(201);
      return { message: EMPLOYMENT_MESSAGES.contractAdded, data };
    }),
  ];
}
