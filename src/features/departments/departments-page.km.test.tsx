// The departments table in Khmer: its heading, filter, column headers and counts read in Khmer, and no English
// text of the area's catalogue is left on it.
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { departmentsEn } from '../../i18n/areas/departments.en.ts';
import { englishLeft, onePage, renderInKhmer } from '../../ui/testing/render-in-language.tsx';
import DepartmentsPage from './departments-page.tsx';

const finance = {
  id: 1,
  name: 'Finance',
  description: '',
  manager: { id: 4, name: 'Sok Dara', staff_id: 'E4' },
  team_count: 1,
  member_count: 3,
  created_at: '2026-01-01T00:00:00.000Z',
};
const payables = {
  id: 2,
  name: 'Payables',
  department: { id: 1, name: 'Finance' },
  lead: null,
  member_count: 2,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('the departments page in Khmer', () => {
  afterAll(() => vi.unstubAllGlobals());

  it('reads in Khmer', async () => {
    const { container } = await renderInKhmer(<DepartmentsPage />, {
      path: '/department',
      permissions: ['department:read', 'team:read'],
      server: { '/admin/department': onePage([finance]), '/admin/team': onePage([payables]) },
    });
    expect(await screen.findByText('Payables')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'នាយកដ្ឋាន' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'ចម្រោះនាយកដ្ឋាន និងក្រុម' })).toBeTruthy();
    for (const header of ['ឈ្មោះ', 'អ្នកគ្រប់គ្រង / ប្រធានក្រុម', 'ក្រុម', 'សមាជិក']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('នាយកដ្ឋាន 1 · ក្រុម 1 · សមាជិក 3 នាក់')).toBeTruthy();
    expect(englishLeft(container, departmentsEn)).toEqual([]);
  });
});
