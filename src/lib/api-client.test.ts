import { describe, expect, it } from 'vitest';
import type { employeeListQuery } from '../../contract/api/employees.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import type { requestListQuery } from '../../contract/api/requests.ts';
import { leaveRequests } from '../../contract/api/routes/requests.ts';
import { urlOf, type QueryOf, type ResultOf } from './api-client.ts';

describe('api client', () => {
  it('puts the set values of a query in the URL in the order given, and leaves empty ones out', () => {
    const query = { page: 2, limit: 10, q: '', team_id: undefined, status: 'active', sort: '-name' } as const;
    expect(urlOf(employees.list, { query })).toBe('/api/v1/admin/employee?page=2&limit=10&status=active&sort=-name');
    expect(urlOf(employees.list, { query: { q: 'Sok Dara' } })).toBe('/api/v1/admin/employee?q=Sok+Dara');
    expect(urlOf(employees.list, {})).toBe('/api/v1/admin/employee');
    expect(urlOf(employees.list)).toBe('/api/v1/admin/employee');
  });

  it("fills a route's path parameters", () => {
    expect(urlOf(employees.get, { params: { id: 17 } })).toBe('/api/v1/admin/employee/17');
  });

  it('types a query from the contract: coerced fields as numbers, enums as the schema spells them, no other field', () => {
    // The compiler is the test here (tsc runs over src): each line below must fail to type-check.
    const bad: Array<QueryOf<typeof employeeListQuery>> = [
      // @ts-expect-error ids are numbers, not the text of a select
      { team_id: '4' },
      // @ts-expect-error not an employee status
      { status: 'gone' },
      // @ts-expect-error not a filter of the employee list
      { colour: 'red' },
    ];
    // @ts-expect-error the URL carries actionable as the text true or false
    const actionable: QueryOf<typeof requestListQuery> = { actionable: true };
    // @ts-expect-error an answer's fields are the response schema's: full_name is text
    const nameOf = (answer: ResultOf<typeof employees.list>): number => answer.data[0].full_name;
    const query = { actionable: 'true', employee_id: 17, status: 'pending_acknowledge' } as const;
    expect(urlOf(leaveRequests.list, { query })).toBe(
      '/api/v1/admin/leave-request?actionable=true&employee_id=17&status=pending_acknowledge',
    );
    expect([bad, actionable, nameOf]).toHaveLength(3);
  });
});
