import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordBody } from './api/auth.ts';
import { createEmployeeBody, updateEmployeeBody } from './api/employees.ts';
import { departmentBody, teamBody } from './api/departments.ts';
import { officeBody } from './api/offices.ts';
import { projectBody } from './api/projects.ts';
import { calendarEventBody } from './api/calendar-events.ts';
import { createUserBody } from './api/users.ts';
import { fieldLabel } from './field-labels.ts';
import { VALIDATION } from './messages.ts';

/** The product's fixed sign-in and user messages, kept word for word (they name fields in lower case). */
const VERBATIM = new Set<string>([
  VALIDATION.usernameRequired,
  VALIDATION.usernameMin,
  VALIDATION.usernameChars,
  VALIDATION.passwordRequired,
  VALIDATION.roleRequired,
  VALIDATION.roleNameRequired,
]);

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

// Bodies as a careless form would send them: nothing, wrong types, values out of range.
const cases: Array<[string, z.ZodType, unknown]> = [
  ['employee, empty', createEmployeeBody, {}],
  [
    'employee, every field wrong',
    createEmployeeBody,
    {
      staff_id: 'x',
      first_name: 1,
      last_name: ' ',
      gender: 'x',
      date_of_birth: '2999-01-01',
      phone: 'x',
      email: 'x',
      position: '',
      team_id: 0,
      office_ids: [0],
      join_date: '1/1/2024',
      probation_end_date: '2024-02-30',
      salary_cents: 1.5,
      bank_account: 'abc',
      status: 'x',
      photo: 'x',
    },
  ],
  ['employee update, dates in the wrong order', updateEmployeeBody, { date_of_birth: 5, join_date: 'x' }],
  ['new user, short password', createUserBody, { username: 'ok_name', password: 'short', role_id: [1] }],
  ['new user, long username', createUserBody, { username: 'a'.repeat(51), password: 'x'.repeat(300), role_id: [1] }],
  ['change password', changePasswordBody, { current_password: '', new_password: 'short' }],
  ['department', departmentBody, {}],
  ['team', teamBody, {}],
  ['office', officeBody, {}],
  ['project', projectBody, { start_date: '2026-02-01', end_date: '2026-01-01', member_ids: 'x' }],
  ['calendar event', calendarEventBody, { event_date: '2026-02-01', end_date: '2026-01-01' }],
];

describe('validation messages name fields as the forms label them', () => {
  it.each(cases)('%s', (_name, schema, value) => {
    const messages = messagesOf(schema, value).filter((m) => !VERBATIM.has(m));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      // No field key ("first_name", "date_of_birth") and no sentence that starts in lower case.
      expect(message).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
      expect(message).toMatch(/^[A-Z]/);
    }
  });

  it('takes the words from the labels', () => {
    expect(messagesOf(createEmployeeBody, {})).toContain('First name is required.');
    expect(messagesOf(createEmployeeBody, {})).toContain('Date of birth is required.');
    expect(messagesOf(createEmployeeBody, {})).toContain('Join date is required.');
    expect(messagesOf(createUserBody, { username: 'ok', password: 'short', role_id: [1] })).toEqual([
      'Password must be at least 8 characters long.',
    ]);
    expect(fieldLabel('salary_cents')).toBe('Monthly salary');
    expect(fieldLabel('not_a_field')).toBe('not_a_field');
  });

  it("keeps SPEC's own messages word for word", () => {
    expect(messagesOf(createUserBody, {})).toEqual(
      expect.arrayContaining(['username is required.', 'password is required.', 'role is required.']),
    );
  });
});
