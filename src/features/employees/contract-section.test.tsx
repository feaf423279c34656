// The contract section as a keyboard and screen-reader user meets it: the versions as a table with the one in force
// named, the form asking an end date only for a fixed contract, and the server's refusal landing on its field.
// The server is a scripted fetch.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYMENT_MESSAGES } from '../../../contract/api/employment.ts';
import { ContractSection } from './contract-section.tsx';

const contracts = {
  employee_id: 7,
  join_date: '2024-01-08',
  contracts: [
    {
      id: 2,
      kind: 'undetermined',
      start_date: '2025-01-08',
      end_date: null,
      note: '',
      in_force: true,
      created_by: 'hr',
      created_at: '2025-01-08T02:00:00.000Z',
    },
    {
      id: 1,
      kind: 'fixed',
      start_date: '2024-01-08',
      end_date: '2025-01-07',
      note: 'First year',
      in_force: false,
      created_by: 'hr',
      created_at: '2024-01-08T02:00:00.000Z',
    },
  ],
};

const sent: { method: string; url: string; body: unknown }[] = [];
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function renderSection(canRecord = true) {
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ContractSection employeeId={7} name="Sok Dara" canRecord={canRecord} />
      </SWRConfig>
    </MemoryRouter>,
  );
}

describe('ContractSection', () => {
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('fetch', async (input: string | Request, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(`http://x${input}`, init);
      const body = request.method === 'POST' ? await request.json() : undefined;
      sent.push({ method: request.method, url: new URL(request.url).pathname, body });
      if (request.method === 'GET') return json(200, { message: 'OK', data: contracts });
      return json(400, {
        message: EMPLOYMENT_MESSAGES.fixedNeedsEnd,
        validators: [{ field: 'end_date', message: EMPLOYMENT_MESSAGES.fixedNeedsEnd }],
      });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the versions newest first, the one in force named', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Contracts of Sok Dara, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Undetermined duration(in force)08 Jan 2025——',
      'Fixed duration08 Jan 202407 Jan 2025First year',
    ]);
    expect(screen.getByRole('heading', { name: 'Contract' })).toBeTruthy();
  });

  it('asks the end date only for a fixed contract and shows the server refusal on it', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Record a contract' });
    expect(within(form).queryByLabelText('End date')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Contract type'), 'fixed');
    expect(within(form).getByLabelText('End date')).toBeTruthy();
    await user.type(within(form).getByLabelText('Start date'), '01/02/2026');
    await user.click(within(form).getByRole('button', { name: 'Record contract' }));
    expect(await within(form).findByText(EMPLOYMENT_MESSAGES.fixedNeedsEnd)).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/v1/admin/employee/7/contracts',
      body: { kind: 'fixed', start_date: '2026-02-01', end_date: null },
    });
  });

  it('offers no form without employee update', async () => {
    renderSection(false);
    await screen.findByRole('table');
    expect(screen.queryByRole('form', { name: 'Record a contract' })).toBeNull();
  });
});
