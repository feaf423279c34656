// The language an account reads the console in: unset until the user's first session sets it, then answered with
// the session's permissions and settable by the user alone; and the language of the server's refusals:
// Accept-Language first, then the account's, English by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, VALIDATION } from '../../contract/messages.ts';
import { createTestApp, DIALECTS, TEST_PASSWORD, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, p } from './helpers.ts';

const LANGUAGE = `${BASE}/auth/language`;
const ME = `${BASE}/roles/current-permission`;
const LOGIN = `${BASE}/auth/login`;
const ROLES = `${BASE}/roles/role-permissions`;

describe.each(DIALECTS)('account language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const me = async (token: string) => (await t.call('GET', ME, { token })).json().data;

  it('is null for a new account, then what the user set, on every later session', async () => {
    const user = await t.createUser([p('role', 'read')]);
    expect((await me(user.token)).language).toBeNull();
    const res = await t.call('PATCH', LANGUAGE, { token: user.token, body: { language: 'km' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ language: 'km' });
    expect((await me(user.token)).language).toBe('km');
    const again = await t.call('POST', LOGIN, { body: { username: user.username, password: TEST_PASSWORD } });
    expect((await me(again.json().data.accessToken)).language).toBe('km');
    await t.call('PATCH', LANGUAGE, { token: user.token, body: { language: 'en' } });
    expect((await me(user.token)).language).toBe('en');
  });

  it("changes only the caller's own account", async () => {
    const [a, b] = [await t.createUser([p('role', 'read')]), await t.createUser([p('role', 'read')])];
    await t.call('PATCH', LANGUAGE, { token: a.token, body: { language: 'km' } });
    expect((await me(a.token)).language).toBe('km');
    expect((await me(b.token)).language).toBeNull();
  });

  it('refuses a language it does not speak, a missing one and extra fields, changing nothing', async () => {
    const user = await t.createUser([p('role', 'read')]);
    for (const body of [{ language: 'fr' }, { language: 'KM' }, { language: 1 }, {}, { language: 'km', theme: 'x' }]) {
      const res = await t.call('PATCH', LANGUAGE, { token: user.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if ('theme' in body) expect(res.json().validators[0].field).toBe('theme');
      else expect(res.json().validators).toEqual([{ field: 'language', message: VALIDATION.languageInvalid }]);
    }
    expect((await me(user.token)).language).toBeNull();
    expect((await t.call('PATCH', LANGUAGE, { body: { language: 'km' } })).statusCode).toBe(401);
  });

  it("answers sign-in's refusals in the language Accept-Language asks for, English by default", async () => {
    const user = await t.createUser([p('role', 'read')]);
    const wrong = { username: user.username, password: 'not-the-password' };
    const refuse = async (headers: Record<string, string>, body: unknown = wrong, remoteAddress?: string) =>
      (await t.call('POST', LOGIN, { body, headers, remoteAddress })).json();
    expect((await refuse({}, wrong, '10.40.0.1')).message).toBe(ERRORS.invalidCredentials);
    expect((await refuse({ 'accept-language': 'fr-FR,fr' }, wrong, '10.40.0.2')).message).toBe(
      ERRORS.invalidCredentials,
    );
    expect((await refuse({ 'accept-language': 'km-KH,km;q=0.9,en;q=0.8' }, wrong, '10.40.0.3')).message).toBe(
      'ឈ្មោះអ្នកប្រើប្រាស់ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ',
    );
    // The weights decide, not the order.
    expect((await refuse({ 'accept-language': 'en;q=0.5, km' }, wrong, '10.40.0.4')).message).toBe(
      'ឈ្មោះអ្នកប្រើប្រាស់ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ',
    );
    const empty = await refuse({ 'accept-language': 'km' }, { username: '', password: '' }, '10.40.0.5');
    expect(empty.validators).toEqual([
      { field: 'username', message: 'ត្រូវបញ្ចូលឈ្មោះអ្នកប្រើប្រាស់។' },
      { field: 'password', message: 'ត្រូវបញ្ចូលពាក្យសម្ងាត់។' },
    ]);
    const extra = await refuse({ 'accept-language': 'km' }, { ...wrong, remember: true }, '10.40.0.6');
    expect(extra.validators).toEqual([{ field: 'remember', message: 'មិនអនុញ្ញាតឱ្យមាន remember ទេ។' }]);
    const english = await refuse({}, { username: '', password: '' }, '10.40.0.7');
    expect(english.validators[0]).toEqual({ field: 'username', message: VALIDATION.usernameRequired });
  });

  it("falls back to the account's language when Accept-Language names none the console speaks", async () => {
    const user = await t.createUser([p('role', 'read')]);
    const forbidden = (headers: Record<string, string> = {}) =>
      t.call('POST', ROLES, { token: user.token, body: {}, headers });
    expect((await forbidden()).json().message).toBe(ERRORS.forbidden);
    await t.call('PATCH', LANGUAGE, { token: user.token, body: { language: 'km' } });
    expect((await forbidden()).json().message).toBe('អ្នកមិនមានសិទ្ធិប្រើមុខងារនេះទេ');
    expect((await forbidden({ 'accept-language': 'de' })).json().message).toBe('អ្នកមិនមានសិទ្ធិប្រើមុខងារនេះទេ');
    expect((await forbidden({ 'accept-language': 'en-US' })).json().message).toBe(ERRORS.forbidden);
    // The generic validation message, for an account in Khmer.
    const invalid = await t.call('PATCH', LANGUAGE, { token: user.token, body: { language: 'fr' } });
    expect(invalid.json().validators).toEqual([{ field: 'language', message: 'ភាសាត្រូវតែជា en ឬ km។' }]);
  });
});
