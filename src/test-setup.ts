// jsdom lacks what cmdk and the virtualiser touch.
import '@testing-library/react';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {} as typeof Element.prototype.scrollTo;

// Testing Library only cleans up by itself when test globals are on; they are not here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
afterEach(() => cleanup());

// jsdom lays nothing out; give elements a size so virtualised lists render their first window.
for (const [prop, value] of [
  ['offsetHeight', 600],
  ['offsetWidth', 800],
  ['clientHeight', 600],
  ['clientWidth', 800],
] as const) {
  Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => value });
}
const rect = { x: 0, y: 0, top: 0, left: 0, right: 800, bottom: 600, width: 800, height: 600, toJSON: () => ({}) };
Element.prototype.getBoundingClientRect = function getBoundingClientRect() {
  return rect as DOMRect;
};

// The app loads the catalogue's later part (the areas' texts) with its shell; a screen rendered on its own has it.
import { loadLaterTexts } from './i18n/catalogues.ts';
await loadLaterTexts();
