// The projects list in Khmer: its heading, search and column headers read in Khmer, and no English text of the
// area's catalogue is left on it.
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { projectsEn } from '../../i18n/areas/projects.en.ts';
import { englishLeft, onePage, renderInKhmer } from '../../ui/testing/render-in-language.tsx';
import ProjectsPage from './projects-page.tsx';

const project = {
  id: 3,
  name: 'Payroll revamp',
  code: 'PAY-2',
  department: { id: 1, name: 'Finance' },
  members: [{ id: 4, name: 'Sok Dara', staff_id: 'E4' }],
  start_date: '2026-01-05',
  end_date: null,
  description: '',
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('the projects page in Khmer', () => {
  afterAll(() => vi.unstubAllGlobals());

  it('reads in Khmer', async () => {
    const { container } = await renderInKhmer(<ProjectsPage />, {
      path: '/projects',
      permissions: ['project:read'],
      server: { '/admin/project': onePage([project]) },
    });
    expect(await screen.findByText('PAY-2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'គម្រោង' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'ស្វែងរកគម្រោង' })).toBeTruthy();
    for (const header of ['លេខកូដ', 'ឈ្មោះ', 'នាយកដ្ឋាន', 'សមាជិក']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(englishLeft(container, projectsEn)).toEqual([]);
  });
});
