// Client-side rules for the user dialogs, built from the contract's fields so texts match the server.
import { z } from 'zod';
import { VALIDATION } from '../../../contract/messages.ts';
import { passwordField, USERNAME_DISALLOWED, usernameField } from '../../../contract/api/users.ts';

const roleField = z.string().min(1, VALIDATION.roleRequired);

const personField = z.object({ id: z.number(), name: z.string(), staff_id: z.string() }).nullable();

export const addUserForm = z.object({
  username: usernameField,
  password: passwordField,
  role: roleField,
  employee: personField,
});
export type AddUserForm = z.infer<typeof addUserForm>;

export const editUserForm = z.object({ username: usernameField, role: roleField, employee: personField });
export type EditUserForm = z.infer<typeof editUserForm>;

/** Disallowed characters are stripped while typing. */
export function stripUsername(value: string): string {
  return value.replace(USERNAME_DISALLOWED, '');
}

/** The characters stripUsername would drop ("john.doe!" → ".!"). */
export const usernameDropped = (value: string): string => (value.match(USERNAME_DISALLOWED) ?? []).join('');

/** Server field names → form field names. */
export function formField(serverField: string): 'username' | 'password' | 'role' | 'employee' | undefined {
  if (serverField === 'username' || serverField === 'password') return serverField;
  if (serverField.startsWith('role')) return 'role';
  if (serverField === 'employee_id') return 'employee';
  return undefined;
}
