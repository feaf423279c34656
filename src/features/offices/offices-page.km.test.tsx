// The offices list in Khmer: its heading and column headers read in Khmer, and no English text of the area's
// catalogue is left on it.
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { officesEn } from '../../i18n/areas/offices.en.ts';
import { englishLeft, onePage, renderInKhmer } from '../../ui/testing/render-in-language.tsx';
import OfficesPage from './offices-page.tsx';

const office = {
  id: 1,
  name: 'Phnom Penh HQ',
  address: 'Street 51, Phnom Penh',
  latitude: 11.5564,
  longitude: 104.9282,
  radius_m: 150,
  employee_count: 12,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('the offices page in Khmer', () => {
  afterAll(() => vi.unstubAllGlobals());

  it('reads in Khmer', async () => {
    const { container } = await renderInKhmer(<OfficesPage />, {
      path: '/offices',
      permissions: ['office:read'],
      server: { '/admin/office': onePage([office]) },
    });
    expect(await screen.findByText('Phnom Penh HQ')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ការិយាល័យ' })).toBeTruthy();
    for (const header of ['ឈ្មោះ', 'អាសយដ្ឋាន', 'កូអរដោនេ', 'កាំ', 'បុគ្គលិក']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(englishLeft(container, officesEn)).toEqual([]);
  });
});
