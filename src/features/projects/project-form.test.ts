import { describe, expect, it } from 'vitest';
import { EMPTY_PROJECT, projectFormErrors, toProjectBody, type ProjectForm } from './project-form.ts';

const valid: ProjectForm = { ...EMPTY_PROJECT, name: 'Payroll revamp', code: 'PAY-2', start_date: '2026-01-05' };
const messages = (v: ProjectForm) =>
  Object.fromEntries(Object.entries(projectFormErrors(v)).map(([k, e]) => [k, e!.message]));

describe('project form', () => {
  it('accepts a project with a name, a code and a start date', () => {
    expect(projectFormErrors(valid)).toEqual({});
    expect(projectFormErrors({ ...valid, end_date: '2026-01-05' })).toEqual({});
  });

  it('says what is missing in the words of the form', () => {
    expect(messages(EMPTY_PROJECT)).toEqual({
      name: 'Name is required.',
      code: 'Code is required.',
      start_date: 'Start date is required.',
    });
  });

  it('refuses a code with other characters and an end before the start, at the same time as other errors', () => {
    expect(messages({ ...valid, name: '', code: 'A B', end_date: '2026-01-04' })).toEqual({
      name: 'Name is required.',
      code: 'Code can only contain letters, numbers, dash and underscore.',
      end_date: 'End date must be on or after the start date.',
    });
  });

  it('sends ids, null for an empty department and end date', () => {
    expect(toProjectBody({ ...valid, members: [{ id: 4, name: 'A', staff_id: 'E4' }] })).toEqual({
      name: 'Payroll revamp',
      code: 'PAY-2',
      department_id: null,
      member_ids: [4],
      start_date: '2026-01-05',
      end_date: null,
      description: '',
    });
  });
});
