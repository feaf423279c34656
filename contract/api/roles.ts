import { z } from 'zod';
import { ACTIONS, APPROVAL_ACTIONS, PERMISSION_GROUPS } from '../permissions.ts';
import { VALIDATION } from '../messages.ts';
import { envelope, idParams, messageOnly, timestamp } from './common.ts';
import { LANGUAGES } from '../languages.ts';

/** A resource, or "approval" for the approval powers (their actions: approveAny, acknowledge, cancelOthers). */
const permissionResource = z.enum(PERMISSION_GROUPS);
const permissionAction = z.enum([...ACTIONS, ...APPROVAL_ACTIONS]);

export const permissionSchema = z.object({
  id: z.number().int(),
  resource: permissionResource,
  action: permissionAction,
  description: z.string(),
});
export type PermissionRow = z.infer<typeof permissionSchema>;

export const permissionGroupSchema = z.object({
  resource: permissionResource,
  permissions: z.array(z.object({ id: z.number().int(), action: permissionAction, description: z.string() })),
});
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;

export const permissionsResponse = envelope(z.array(permissionSchema));

export const currentPermissionResponse = envelope(
  z.object({
    role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    permission_groups: z.array(permissionGroupSchema),
    /** The user's account is linked to an employee: only such a user may clock in and out. */
    linked_to_employee: z.boolean(),
    /** The language the user reads the console in; null until their first session sets it from the browser. */
    language: z.enum(LANGUAGES).nullable(),
  }),
);
export type CurrentPermission = z.infer<typeof currentPermissionResponse>['data'];

export const roleListItem = z.object({
  id: z.number().int(),
  role_name: z.string(),
  description: z.string(),
  status: z.string(),
  user: z.object({ username: z.string() }).nullable(),
  user_count: z.number().int(),
  permission_count: z.number().int(),
  created_at: timestamp,
});
export type RoleListItem = z.infer<typeof roleListItem>;
export const roleListResponse = envelope(z.array(roleListItem));

export const roleDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  /** Its users sign in with a second factor (set up at their next sign-in if they have none). */
  requires_two_factor: z.boolean(),
  permissions: z.array(z.object({ id: z.number().int() })),
  permission_groups: z.array(permissionGroupSchema),
});
export type RoleDetail = z.infer<typeof roleDetail>;
export const roleDetailResponse = envelope(roleDetail);

export const roleBody = z.strictObject({
  role_name: z
    .string({ error: VALIDATION.roleNameRequired })
    .trim()
    .min(1, VALIDATION.roleNameRequired)
    .max(100, VALIDATION.roleNameMax),
  description: z
    .string({ error: VALIDATION.fillRequired })
    .trim()
    .min(1, VALIDATION.fillRequired)
    .max(500, VALIDATION.descriptionMax),
  permission_ids: z
    .array(z.number().int().positive(), { error: VALIDATION.selectPermission })
    .min(1, VALIDATION.selectPermission)
    .max(1000),
  /** Left out: unchanged on update, off on create. */
  requires_two_factor: z.boolean().optional(),
});
export type RoleBody = z.infer<typeof roleBody>;

export const roleWriteResponse = envelope(z.object({ id: z.number().int() }));

/** The roles routes' schemas, keyed like their route table (routes/roles.ts). */
export const roleSchemas = {
  currentPermission: {
    summary: "The signed-in user's role and permission groups",
    response: currentPermissionResponse,
  },
  list: { summary: 'List roles', response: roleListResponse },
  get: { summary: 'A role with its permission groups', params: idParams, response: roleDetailResponse },
  create: { summary: 'Create a role', body: roleBody, response: roleWriteResponse },
  update: {
    summary: 'Update a role and its permissions',
    params: idParams,
    body: roleBody,
    response: roleWriteResponse,
  },
  remove: { summary: 'Delete a role that no user holds', params: idParams, response: messageOnly },
  permissions: { summary: 'The permission catalogue', tag: 'roles', response: permissionsResponse },
};
