// The roles screens in Khmer: the list's heading, columns and buttons, and the permission grid, with no English
// word of the roles catalogue left on them. The server is a scripted fetch.
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSION_CATALOGUE, permissionKey } from '../../../contract/permissions.ts';
import { rolesEn } from '../../i18n/areas/roles.en.ts';
import { showLanguage } from '../../i18n/language.ts';
import {
  asAdminWithServer,
  englishShown,
  renderInLanguage,
  renderPageInLanguage,
} from '../../ui/testing/render-in-language.tsx';
import { PermissionGrid } from './permission-grid.tsx';
import RolesPage from './roles-page.tsx';
import './contribution.ts';

const roles = [
  {
    id: 1,
    role_name: 'HR',
    description: 'ធនធានមនុស្ស',
    status: 'Active',
    user: null,
    user_count: 2,
    permission_count: 30,
    created_at: '2026-01-05T02:00:00.000Z',
  },
];

const englishLeft = () => englishShown(Object.values(rolesEn));

describe('the roles screens in Khmer', () => {
  beforeAll(() => asAdminWithServer({ message: 'OK', data: roles }));
  afterAll(() => {
    vi.unstubAllGlobals();
    showLanguage('en');
  });

  it('shows the list with its heading, columns and buttons in Khmer', async () => {
    await renderPageInLanguage('km', '/roles', <RolesPage />);
    expect(screen.getByRole('heading', { name: 'តួនាទី' })).toBeTruthy();
    expect(await screen.findByText('HR')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ល.រ', 'ឈ្មោះតួនាទី', 'ការពិពណ៌នា', 'ស្ថានភាព', 'បង្កើតដោយ', 'បង្កើតនៅ', 'សកម្មភាព']);
    expect(screen.getByRole('link', { name: /បន្ថែមតួនាទី/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'កែសម្រួល HR' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'លុប HR' })).toBeTruthy();
    expect(screen.getByText('សកម្ម')).toBeTruthy();
    expect(screen.getByText('ប្រព័ន្ធ')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('shows the permission grid and its boxes in Khmer', async () => {
    const ids = new Map(PERMISSION_CATALOGUE.map((p, i) => [permissionKey(p), i + 1]));
    await renderInLanguage('km', <PermissionGrid ids={ids} selected={new Set()} onChange={() => {}} />);
    expect(screen.getByRole('grid', { name: 'សិទ្ធិតាមធនធាន' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ធនធាន',
      'មើល',
      'បង្កើត',
      'កែសម្រួល',
      'លុប',
    ]);
    expect(screen.getByRole('checkbox', { name: 'អ្នកប្រើប្រាស់ប្រព័ន្ធ លុប' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'ជ្រើសរើសទាំងអស់ មើល' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
