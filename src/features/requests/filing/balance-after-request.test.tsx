// The balance a leave request leaves, said before it is sent: nothing is asked while the dates are incomplete,
// the ledger is asked once typing pauses (only for the last dates typed), on the request's first day, and the
// days it takes come off what is available then. The server is a scripted fetch.
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BalanceAfterRequest, type AfterRequestAsk } from './balance-after-request.tsx';

const ledger = (on: string, available: number, allowNegative = false) => ({
  employee: { id: 3, join_date: '2022-01-03' },
  leave_type: { id: 2, name: 'Annual Leave' },
  on,
  balance: available + 1,
  pending: 1,
  booked: 0,
  available,
  usable_from: '2023-01-03',
  pay_percent: 100,
  policy: { allow_negative: allowNegative },
  lines: [],
});

let answer = ledger('2026-12-07', 6.5);
const asked: string[] = [];
const WAIT = { timeout: 5000 };

const ui = (ask: AfterRequestAsk | null, days: number | null) => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <BalanceAfterRequest ask={ask} days={days} />
  </SWRConfig>
);
const status = () => screen.getByRole('status', { name: 'Balance after this request:' });

describe('BalanceAfterRequest', { timeout: 20_000 }, () => {
  beforeEach(() => {
    asked.length = 0;
    answer = ledger('2026-12-07', 6.5);
    vi.stubGlobal('fetch', (url: string | Request) => {
      asked.push(String(url instanceof Request ? url.url : url));
      return Promise.resolve(
        new Response(JSON.stringify({ message: 'OK', data: answer }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing while the dates are incomplete, and says what it waits for', () => {
    render(ui(null, null));
    expect(status()).toHaveProperty('textContent', 'Choose the employee, the leave type and both dates to see it.');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(asked).toEqual([]);
  });

  it("takes the request's days off what the ledger makes available on its first day, asking once typing pauses", async () => {
    const { rerender } = render(ui(null, null));
    // The start date typed part by part: only the last one reaches the server.
    rerender(ui({ employeeId: 3, leaveTypeId: 2, on: '2026-12-01' }, 5));
    expect(status().textContent).toBe('Reading the ledger…');
    rerender(ui({ employeeId: 3, leaveTypeId: 2, on: '2026-12-07' }, 3));
    await screen.findByText('3.5 days (6.5 days available on 07/12/2026).', undefined, WAIT);
    expect(asked).toEqual([expect.stringContaining('/leave-balance/3/ledger?leave_type_id=2&on=2026-12-07')]);
    // Half a day less (the last day ends at midday) needs no new question.
    rerender(ui({ employeeId: 3, leaveTypeId: 2, on: '2026-12-07' }, 2.5));
    expect(status().textContent).toBe('4 days (6.5 days available on 07/12/2026).');
    expect(asked).toHaveLength(1);
  });

  it('says when the request takes more than is available, unless the type may go negative', async () => {
    answer = ledger('2026-12-07', 1.5);
    const { unmount } = render(ui({ employeeId: 3, leaveTypeId: 2, on: '2026-12-07' }, 3));
    await screen.findByText(/^-1.5 days \(1.5 days available on 07\/12\/2026\)\./, undefined, WAIT);
    expect(status().textContent).toContain('This request takes more than the days available.');
    unmount();
    answer = ledger('2026-12-07', 1.5, true);
    render(ui({ employeeId: 3, leaveTypeId: 2, on: '2026-12-07' }, 3));
    await screen.findByText(/1.5 days available/, undefined, WAIT);
    expect(status().textContent).not.toContain('more than the days available');
  });
});
