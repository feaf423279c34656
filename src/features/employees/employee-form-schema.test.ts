import { centsToDollars, dollarsToCents } from '../../../contract/money.ts';
import { describe, expect, it } from 'vitest';
import { EMPTY_EMPLOYEE_FORM, formIssue, parseEmployeeForm, type EmployeeFormValues } from './employee-form-schema.ts';
import { serverFieldIssues } from './apply-server-errors.ts';

const valid: EmployeeFormValues = {
  ...EMPTY_EMPLOYEE_FORM,
  first_name: ' Sok ',
  last_name: 'Dara',
  gender: 'male',
  date_of_birth: '1991-03-14',
  phone: '+855 12 345 678',
  email: 'Sok.Dara@Example.com',
  position: 'Accountant',
  team_id: '4',
  office_ids: ['2', '5'],
  join_date: '2024-01-08',
  probation_end_date: '2024-04-08',
  salary: '1,250.5',
};

const issuesOf = (v: Partial<EmployeeFormValues>, mode: 'create' | 'update' = 'create') => {
  const r = parseEmployeeForm({ ...valid, ...v }, mode);
  return r.success ? {} : Object.fromEntries(r.issues.map((i) => [i.field, i.message]));
};

describe('employee form', () => {
  it('turns typed dollars into exact cents and back', () => {
    expect(dollarsToCents('1,250.5')).toBe(125050);
    expect(dollarsToCents('$0.07')).toBe(7);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(centsToDollars(125050)).toBe('1250.50');
    expect(centsToDollars(7)).toBe('0.07');
  });

  it('builds the API body: ids as numbers, trimmed text, no staff id on create (the server generates one)', () => {
    const r = parseEmployeeForm(valid, 'create');
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.body).toMatchObject({
      first_name: 'Sok',
      email: 'sok.dara@example.com',
      team_id: 4,
      office_ids: [2, 5],
      salary_cents: 125050,
      probation_end_date: '2024-04-08',
      status: 'active',
      photo: null,
    });
    expect(r.body.staff_id).toBeUndefined();
  });

  it('says what the server would say, at the field it is about', () => {
    expect(issuesOf({ first_name: '  ', phone: '', email: 'nope', gender: '', office_ids: [], salary: '' })).toEqual({
      first_name: 'First name is required.',
      phone: 'Phone is required.',
      email: 'Email must be a valid email address.',
      gender: 'Gender is required.',
      office_ids: 'Select at least one office.',
      salary: 'Monthly salary is required.',
    });
    expect(issuesOf({ salary: '12.345' })).toEqual({
      salary: 'Monthly salary must be an amount in dollars, e.g. 1250.50.',
    });
    expect(issuesOf({ date_of_birth: '2099-01-01' })).toMatchObject({
      date_of_birth: 'Date of birth must be in the past.',
    });
    expect(issuesOf({ probation_end_date: '2023-12-31' })).toEqual({
      probation_end_date: 'Probation end date must be after the join date.',
    });
    expect(issuesOf({ bank_account: '12a' })).toEqual({
      bank_account: 'Bank account can only contain digits, spaces and dashes.',
    });
    expect(issuesOf({ staff_id: 'x' })).toEqual({
      staff_id: 'Staff ID must be 3–20 capital letters, digits or dashes.',
    });
  });

  it('keeps the staff id required once the employee has one', () => {
    expect(issuesOf({ staff_id: '' }, 'update')).toEqual({ staff_id: 'Staff ID is required.' });
    expect(issuesOf({ staff_id: 'emp-000123' }, 'update')).toEqual({});
  });

  it('places server refusals: validators by field (salary_cents on the dollars field), 409 by the field named', () => {
    expect(formIssue('salary_cents', 'Monthly salary is too large.')).toEqual({
      field: 'salary',
      message: 'Monthly salary is too large.',
    });
    expect(formIssue('unknown', 'x')).toBeUndefined();
    const v400 = {
      status: 400,
      data: { message: 'x', validators: [{ field: 'team_id', message: 'team_id does not exist.' }] },
    };
    expect(serverFieldIssues(v400)).toEqual([{ field: 'team_id', message: 'team_id does not exist.' }]);
    const email = { status: 409, data: { message: "email 'a@b.co' is already taken." } };
    expect(serverFieldIssues(email)).toEqual([{ field: 'email', message: "email 'a@b.co' is already taken." }]);
    const staff = { status: 409, data: { message: "staff_id 'EMP-000001' is already taken." } };
    expect(serverFieldIssues(staff)[0].field).toBe('staff_id');
    expect(serverFieldIssues({ status: 500, data: { message: 'Internal server error' } })).toEqual([]);
  });
});
