// The started chord's hint in Khmer: after 'g', the status line shows the key and បន្ទាប់មក… (then…).
import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeContext } from '../../commands/test-context.ts';
import { englishLeft, renderInKhmer } from '../ui/testing/render-in-language.tsx';
import { showLanguage } from '../i18n/language.ts';
import { setContextFactory } from '../lib/command-runtime.ts';
import { GlobalShortcuts } from './global-shortcuts.tsx';

describe('the shortcuts in Khmer', () => {
  beforeAll(() => {
    const permissions = new Set(['attendance:read', 'dashboard:read']);
    setContextFactory(() => fakeContext({ permissions, pathname: '/', isAuthenticated: true }).ctx);
  });
  afterAll(() => showLanguage('en'));

  it('says a chord waits for its next key in Khmer', async () => {
    await renderInKhmer(<GlobalShortcuts />);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true }));
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('បន្ទាប់មក…');
    expect(englishLeft(status, { then: 'then…' })).toEqual([]);
  });
});
