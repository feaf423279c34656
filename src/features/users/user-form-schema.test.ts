import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contract/messages.ts';
import { addUserForm, editUserForm, formField, stripUsername } from './user-form-schema.ts';

const messages = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('user form schemas', () => {
  it('gives the fixed texts for empty fields', () => {
    expect(messages(addUserForm.safeParse({ username: '', password: '', role: '', employee: null }))).toEqual({
      username: VALIDATION.usernameRequired,
      password: VALIDATION.passwordRequired,
      role: VALIDATION.roleRequired,
    });
  });

  it('needs two characters after trimming, and only letters, digits, underscore', () => {
    expect(messages(editUserForm.safeParse({ username: ' a ', role: '1', employee: null }))).toEqual({
      username: VALIDATION.usernameMin,
    });
    expect(messages(editUserForm.safeParse({ username: 'ab-c', role: '1', employee: null }))).toEqual({
      username: VALIDATION.usernameChars,
    });
    expect(editUserForm.safeParse({ username: 'ab_C9', role: '1', employee: null }).success).toBe(true);
  });

  it('strips disallowed characters while typing', () => {
    expect(stripUsername('jo hn.doe-1!_é')).toBe('johndoe1_');
  });

  it('maps server fields onto form fields', () => {
    expect(formField('role_id')).toBe('role');
    expect(formField('username')).toBe('username');
    expect(formField('status')).toBeUndefined();
  });
});
