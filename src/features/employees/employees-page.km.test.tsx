// The employee list in Khmer: its heading, search, sort, column headers, count and stored values read in Khmer,
// and no English text of the area's catalogue is left on it.
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { employeesEn } from '../../i18n/areas/employees.en.ts';
import { englishLeft, onePage, renderInKhmer } from '../../ui/testing/render-in-language.tsx';
import EmployeesPage from './employees-page.tsx';

const employee = {
  id: 7,
  staff_id: 'EMP-000007',
  full_name: 'Sok Dara',
  position: 'Accountant',
  team: { id: 2, name: 'Payables' },
  department: { id: 1, name: 'Finance' },
  join_date: '2024-01-08',
  probation: 'on_probation',
  status: 'active',
  user: null,
};

describe('the employee list in Khmer', () => {
  afterAll(() => vi.unstubAllGlobals());

  it('reads in Khmer', async () => {
    const { container } = await renderInKhmer(<EmployeesPage />, {
      path: '/employee',
      permissions: ['employee:read'],
      server: { '/admin/employee': onePage([employee]) },
    });
    expect(await screen.findByText('Sok Dara')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'បុគ្គលិក' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'ស្វែងរក' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'តម្រៀបតាម' })).toBeTruthy();
    for (const header of ['អត្តលេខបុគ្គលិក', 'ឈ្មោះ', 'ក្រុម', 'ថ្ងៃចូលធ្វើការ', 'ស្ថានភាព']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('បុគ្គលិក 1 នាក់')).toBeTruthy();
    // The probation filter's option and the row's badge.
    expect(screen.getAllByText('កំពុងសាកល្បង').length).toBe(2);
    // The staff id's prefix is the record's, and the export formats are named as their files are, in Khmer too.
    expect(englishLeft(container, employeesEn, ['EMP', 'csv', 'xlsx'])).toEqual([]);
  });
});
