// A command's confirmation (its English title, question and button) is shown in Khmer, a month in it too.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../commands/all-commands.ts';
import { fakeContext } from '../../commands/test-context.ts';
import { showLanguage } from '../i18n/language.ts';
import { answerConfirm, askConfirm } from '../lib/ui-state.ts';
import ConfirmDialog from './confirm-dialog.tsx';
import { renderInLanguage } from './testing/render-in-language.tsx';

afterEach(() => {
  answerConfirm(false);
  showLanguage('en');
});

describe('a command asks in Khmer', () => {
  it('asks to reopen a month in Khmer, naming the month in Khmer', async () => {
    await renderInLanguage('km', <ConfirmDialog />);
    const { ctx } = fakeContext({ confirm: askConfirm });
    const reopen = registry.get('attendance.reopen')!;
    act(() => void reopen.run(ctx, { kind: 'attendanceMonth', id: 202606, name: 'June 2026' } as never));
    const dialog = await screen.findByRole('dialog', { name: 'បើកខែឡើងវិញ' });
    expect(dialog.textContent).toContain('បើកខែ មិថុនា 2026 ឡើងវិញឬ?');
    expect(screen.getByRole('button', { name: 'បើកខែឡើងវិញ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'បោះបង់' })).toBeTruthy();
  });

  it('asks to cancel a leave request in Khmer', async () => {
    await renderInLanguage('km', <ConfirmDialog />);
    const { ctx } = fakeContext({ confirm: askConfirm });
    const cancel = registry.get('request.leave.cancel')!;
    act(
      () =>
        void cancel.run(ctx, { kind: 'leaveRequest', id: 7, name: 'សុខ ដារ៉ា', extra: { status: 'pending' } } as never),
    );
    const dialog = await screen.findByRole('dialog', { name: 'បោះបង់សំណើច្បាប់ឈប់សម្រាក' });
    expect(dialog.textContent).toContain('បោះបង់សំណើច្បាប់ឈប់សម្រាករបស់ សុខ ដារ៉ា ឬ?');
    expect(screen.getByRole('button', { name: 'យល់ព្រម បោះបង់សំណើ' })).toBeTruthy();
  });
});
