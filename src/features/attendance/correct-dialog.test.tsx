// The correction dialog asks before it throws an edit away: Escape or Cancel after a field changed opens the
// app's "Discard changes?" confirm; an untouched dialog closes at once. A pending post clock request of the day
// is settled with the correction unless the user unchecks it, and offered only to a user who may act on it. The
// server is a scripted fetch.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ConfirmDialog from '../../ui/confirm-dialog.tsx';
import { ui } from '../../lib/ui-state.ts';
import CorrectDialog from './correct-dialog.tsx';

const record = {
  id: 7,
  employee: { id: 3, name: 'Dara Sok', staff_id: 'EMP-000003' },
  date: '2026-11-24',
  status: 'present',
  worked_minutes: 480,
  clock_in_local: '08:00',
  clock_out_local: '17:00',
  closed: false,
  corrected_reason: null,
  corrected_by: null,
  punches: [],
  schedule: {
    start_time: '08:00',
    end_time: '17:00',
    break_minutes: 60,
    late_grace_minutes: 5,
    early_grace_minutes: 0,
  },
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function Confirm() {
  const { confirm } = useSnapshot(ui);
  return confirm ? <ConfirmDialog /> : null;
}

async function openDialog() {
  const onClose = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <CorrectDialog onClose={onClose} />
        <Confirm />
      </MemoryRouter>
    </SWRConfig>,
  );
  await screen.findByLabelText('Clock in');
  return { onClose, user: userEvent.setup() };
}

describe('CorrectDialog', () => {
  beforeEach(() => {
    ui.dialogArg = { kind: 'attendanceRecord', id: record.id, name: record.employee.name };
    vi.stubGlobal('fetch', (url: string | Request) =>
      Promise.resolve(
        String(url instanceof Request ? url.url : url).includes('/attendance/7')
          ? json({ data: record })
          : json({ data: [], meta: { page: 1, limit: 5, total: 0 } }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    ui.confirm = null;
    ui.dialogArg = null;
  });

  it('closes at once when nothing changed', async () => {
    const { onClose, user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard changes?')).toBeNull();
  });

  it('asks before discarding an edited reason on Escape; Cancel in the confirm keeps the edit', async () => {
    const { onClose, user } = await openDialog();
    await user.type(screen.getByLabelText(/Reason/), 'Forgot to clock out');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel', hidden: false }));
    expect(screen.queryByText('Discard changes?')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Reason/) as HTMLTextAreaElement).value).toBe('Forgot to clock out');
  });

  it("asks on the form's Cancel after a time changed, and closes once the user discards", async () => {
    const { onClose, user } = await openDialog();
    const clockOut = screen.getByLabelText('Clock out');
    await user.clear(clockOut);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

const pendingRequest = (over: Record<string, unknown> = {}) => ({
  id: 41,
  version: 2,
  type: 'forget_clock_out',
  type_label: 'Forget Clock Out',
  time: '17:30',
  date: record.date,
  status: 'pending',
  can_act: true,
  current_step: { stepName: 'HR_ACKNOWLEDGEMENT', role: 'HR_MANAGER' },
  ...over,
});

describe('CorrectDialog with a pending post clock request', () => {
  let sent: Array<Record<string, unknown>>;
  function serve(pending: unknown[]) {
    sent = [];
    vi.stubGlobal('fetch', async (input: string | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
      if (method === 'PATCH') {
        const body = input instanceof Request ? await input.text() : String(init?.body);
        sent.push(JSON.parse(body));
        return json({ message: 'Attendance corrected successfully!', data: record });
      }
      if (url.includes('/attendance/7')) return json({ data: record });
      if (url.includes('/post-clock-request')) return json({ data: pending, meta: { page: 1, limit: 5, total: 1 } });
      return json({ data: [] });
    });
  }
  beforeEach(() => {
    ui.dialogArg = { kind: 'attendanceRecord', id: record.id, name: record.employee.name };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    ui.confirm = null;
    ui.dialogArg = null;
  });

  it('settles it with the correction by default, at the version shown', async () => {
    serve([pendingRequest()]);
    const { onClose, user } = await openDialog();
    const settle = await screen.findByRole('checkbox', { name: 'Settle the pending request with this correction' });
    expect((settle as HTMLInputElement).checked).toBe(true);
    await user.clear(screen.getByLabelText('Clock out'));
    await user.type(screen.getByLabelText('Clock out'), '17:10');
    await user.type(screen.getByLabelText(/Reason/), 'Badge reader was down');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { clock_out: '17:10', reason: 'Badge reader was down', settle_requests: [{ id: 41, version: 2 }] },
    ]);
  });

  it('leaves it pending when unchecked', async () => {
    serve([pendingRequest()]);
    const { onClose, user } = await openDialog();
    await user.click(await screen.findByRole('checkbox', { name: 'Settle the pending request with this correction' }));
    await user.type(screen.getByLabelText(/Reason/), 'Came in late');
    await user.clear(screen.getByLabelText('Clock in'));
    await user.type(screen.getByLabelText('Clock in'), '08:20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ clock_in: '08:20', reason: 'Came in late' }]);
  });

  it('offers no settling of a request the user may not act on, and says whom it waits for', async () => {
    serve([
      pendingRequest({ can_act: false, current_step: { stepName: 'LEAD_MANAGER_APPROVAL', role: 'LEAD_MANAGER' } }),
    ]);
    await openDialog();
    expect(await screen.findByText(/It waits for lead manager approval/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
