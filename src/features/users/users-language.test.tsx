// The users screens in Khmer: the list's heading, columns, buttons and pager, and the username field's note, with
// no English word of the users catalogue left on them. The server is a scripted fetch.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '../../lib/use-form.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usersEn } from '../../i18n/areas/users.en.ts';
import { showLanguage } from '../../i18n/language.ts';
import {
  asAdminWithServer,
  englishShown,
  renderInLanguage,
  renderPageInLanguage,
} from '../../ui/testing/render-in-language.tsx';
import { UsernameInput } from './username-input.tsx';
import UsersPage from './users-page.tsx';
import './contribution.ts';

const users = {
  message: 'OK',
  data: [
    {
      id: 3,
      username: 'dara',
      role: { id: 1, name: 'HR' },
      status: 'Inactive',
      last_login_at: null,
      created_at: '2026-01-05T02:00:00.000Z',
    },
  ],
  metadata: { page: 1, limit: 10, total: 1, totalPage: 1, hasPrev: false, hasNext: false },
};

function UsernameForm() {
  const { register } = useForm({ defaultValues: { username: '' } });
  return <UsernameInput registration={register('username')} />;
}

describe('the users screens in Khmer', () => {
  beforeAll(() => asAdminWithServer(users));
  afterAll(() => {
    vi.unstubAllGlobals();
    showLanguage('en');
  });

  it('shows the list with its heading, columns, buttons and pager in Khmer', async () => {
    await renderPageInLanguage('km', '/users', <UsersPage />);
    expect(screen.getByRole('heading', { name: 'អ្នកប្រើប្រាស់' })).toBeTruthy();
    expect(await screen.findByText('dara')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ល.រ',
      'ឈ្មោះអ្នកប្រើប្រាស់',
      'តួនាទី',
      'ស្ថានភាព',
      'ចូលប្រព័ន្ធចុងក្រោយ',
      'បង្កើតនៅ',
      'សកម្មភាព',
    ]);
    expect(screen.getByRole('button', { name: /បន្ថែមអ្នកប្រើប្រាស់/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'នាំចេញ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ធ្វើឱ្យសកម្ម dara' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'កែសម្រួល dara' })).toBeTruthy();
    expect(screen.getByText('អសកម្ម')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'ទំព័រអ្នកប្រើប្រាស់' })).toBeTruthy();
    expect(englishShown(Object.values(usersEn))).toEqual([]);
  });

  it("says in Khmer what the username field left out, with the contract's rule", async () => {
    await renderInLanguage('km', <UsernameForm />);
    await userEvent.type(screen.getByLabelText('ឈ្មោះអ្នកប្រើប្រាស់'), 'a.');
    expect(screen.getByRole('status').textContent).toBe(
      "'.' ត្រូវបានដកចេញ៖ ឈ្មោះអ្នកប្រើប្រាស់អាចមានតែអក្សរ លេខ និងសញ្ញា _ ប៉ុណ្ណោះ។",
    );
  });
});
