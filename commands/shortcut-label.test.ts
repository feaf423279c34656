import { expect, it } from 'vitest';
import { shortcutLabel } from './shortcut-label.ts';

it('formats bindings for reading', () => {
  expect(shortcutLabel('$mod+k', false)).toBe('Ctrl K');
  expect(shortcutLabel('$mod+k', true)).toBe('⌘ K');
  expect(shortcutLabel('g u', false)).toBe('G then U');
  expect(shortcutLabel('Shift+?', false)).toBe('?');
  expect(shortcutLabel('Shift+P', false)).toBe('Shift P');
});
