import { z } from 'zod';
import { USER_STATUSES } from '../labels.ts';
import { CREDENTIAL_MAX, VALIDATION } from '../messages.ts';
import { envelope, idParams, listEnvelope, messageOnly, paginationQuery, searchText, timestamp } from './common.ts';
import { exportSchemas } from './resource.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
/** What the username field strips while typing. */
export const USERNAME_DISALLOWED = /[^A-Za-z0-9_]/g;

export const usernameField = z
  .string({ error: VALIDATION.usernameRequired })
  .trim()
  .min(1, { message: VALIDATION.usernameRequired, abort: true })
  .min(2, { message: VALIDATION.usernameMin, abort: true })
  .max(CREDENTIAL_MAX.username, VALIDATION.usernameMax)
  .regex(USERNAME_PATTERN, VALIDATION.usernameChars);

export const passwordField = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, { message: VALIDATION.passwordRequired, abort: true })
  .min(8, VALIDATION.passwordMin)
  .max(CREDENTIAL_MAX.password, VALIDATION.passwordMax);

/** role_id is sent as an array of one number. */
export const roleIdField = z
  .array(z.number({ error: VALIDATION.roleRequired }).int().positive(VALIDATION.roleRequired), {
    error: VALIDATION.roleRequired,
  })
  .length(1, VALIDATION.roleRequired);

/** The employee this account belongs to (their own payslips, clock-in, requests); null unlinks, absent keeps. */
const employeeIdField = z.number({ error: 'employee_id must be a number.' }).int().positive().nullable().optional();

export const createUserBody = z.strictObject({
  username: usernameField,
  password: passwordField,
  role_id: roleIdField,
  /** Absent or null: the account is linked to no employee. */
  employee_id: employeeIdField,
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserRoleBody = z.strictObject({
  username: usernameField,
  role_id: z.union([z.number().int().positive(VALIDATION.roleRequired), roleIdField], {
    error: VALIDATION.roleRequired,
  }),
  employee_id: employeeIdField,
});
export type UpdateUserRoleBody = z.infer<typeof updateUserRoleBody>;

/** An account's status as the API answers it. */
export const userStatus = z.enum(USER_STATUSES, { error: VALIDATION.statusInvalid });

export const updateUserBody = z
  .strictObject({
    status: userStatus.optional(),
    password: passwordField.optional(),
  })
  .refine((b) => b.status !== undefined || b.password !== undefined, { message: VALIDATION.nothingToUpdate });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const USER_SORTS = [
  'username',
  '-username',
  'created_at',
  '-created_at',
  'last_login_at',
  '-last_login_at',
] as const;

export const userListQuery = paginationQuery.extend({
  q: searchText.optional(),
  status: userStatus.optional(),
  sort: z.enum(USER_SORTS, { error: 'sort is not allowed.' }).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userListItem = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: userStatus,
  last_login_at: timestamp.nullable(),
  created_at: timestamp,
});
export type UserListItem = z.infer<typeof userListItem>;
export const userListResponse = listEnvelope(userListItem);

export const userDetailResponse = envelope(
  z.object({
    user: z.object({
      id: z.number().int(),
      username: z.string(),
      status: userStatus,
      role: z.object({ id: z.number().int(), role_name: z.string() }).nullable(),
      employee: z.object({ id: z.number().int(), name: z.string(), staff_id: z.string() }).nullable(),
    }),
  }),
);
export type UserDetail = z.infer<typeof userDetailResponse>['data']['user'];

export const userWriteResponse = envelope(z.object({ id: z.number().int() }));

/** The users routes' schemas, keyed like their route table (routes/users.ts). */
export const userSchemas = {
  list: { summary: 'List system users', query: userListQuery, response: userListResponse },
  export: exportSchemas('Export system users as .xlsx (same filters as the list)', userListQuery, ['xlsx']),
  get: { summary: 'A system user with their role', params: idParams, response: userDetailResponse },
  create: { summary: 'Create a system user', body: createUserBody, response: userWriteResponse },
  updateRole: {
    summary: "Change a user's username and role",
    params: idParams,
    body: updateUserRoleBody,
    response: userWriteResponse,
  },
  update: {
    summary: 'Activate or deactivate a user, or reset their password',
    params: idParams,
    body: updateUserBody,
    response: userWriteResponse,
  },
  remove: { summary: 'Delete a system user', params: idParams, response: messageOnly },
};
