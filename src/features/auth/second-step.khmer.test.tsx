// Sign-in's second step in Khmer: the code's field, its hint and buttons, and the server's refusal of a wrong
// code, with no English word of the sign-in catalogue left on it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR } from '../../../contract/messages.ts';
import { authEn } from '../../i18n/areas/auth.en.ts';
import { englishLeft, renderInKhmer } from '../../ui/testing/render-in-language.tsx';
import { showLanguage } from '../../i18n/language.ts';
import { SecondStep } from './second-step.tsx';

describe('the second step in Khmer', () => {
  beforeAll(() => {
    const refusal = { message: 'Validation failed', validators: [{ field: 'code', message: TWO_FACTOR.codeWrong }] };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(refusal), { status: 422, headers: { 'content-type': 'application/json' } }),
      ),
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    showLanguage('en');
  });

  it('asks for the code in Khmer and says a wrong code is wrong in Khmer', async () => {
    const { container } = await renderInKhmer(
      <SecondStep
        challenge={{ username: 'dara', step: 'code', challengeToken: 'token' }}
        onSignedIn={() => {}}
        onRestart={() => {}}
      />,
    );
    const code = screen.getByLabelText('លេខកូដផ្ទៀងផ្ទាត់');
    expect(screen.getByRole('button', { name: 'ត្រឡប់ក្រោយ' })).toBeTruthy();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'ផ្ទៀងផ្ទាត់' }));
    expect(await screen.findByText('លេខកូដផ្ទៀងផ្ទាត់មិនត្រឹមត្រូវទេ។')).toBeTruthy();
    expect(englishLeft(container, authEn)).toEqual([]);
  });
});
