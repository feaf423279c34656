import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AREAS } from '../../commands/all-areas.ts';
import { registry } from '../../commands/all-commands.ts';
import { keyContextOf } from '../../commands/registry.ts';
import { fakeContext } from '../../commands/test-context.ts';
import type { Command, CommandContext } from '../../commands/types.ts';
import { PERMISSION_CATALOGUE, permissionKey } from '../../contract/permissions.ts';
import { executor, setContextFactory } from '../lib/command-runtime.ts';
import { GlobalShortcuts } from './global-shortcuts.tsx';

// Every chord of the registry against every single key that shares one of its presses, on the page where that
// key is live, with a row focused that the key could act on (a pending request the user may decide).
const presses = (c: Command) => c.shortcut!.toLowerCase().split(' ');
const chords = registry.all().filter((c) => c.shortcut && presses(c).length > 1);
const singles = registry.all().filter((c) => c.shortcut && presses(c).length === 1);
const pages = AREAS.flatMap((a) => a.keyContexts ?? []);
/** A page where the key context is live: its own page, any list page for 'list', the dashboard for 'global'. */
const pageOf = (c: Command) => {
  const context = keyContextOf(c);
  if (context === 'global') return '/';
  return context === 'list' ? pages[0].page : pages.find((p) => p.id === context)!.page;
};
const pairs = chords.flatMap((chord) =>
  singles.filter((single) => presses(chord).includes(presses(single)[0])).map((single) => ({ chord, single })),
);

describe('GlobalShortcuts: a chord never runs a single key', () => {
  let ctx: CommandContext;
  let row: HTMLElement;
  let ran: string[];

  beforeEach(() => {
    ctx = fakeContext({
      permissions: new Set(PERMISSION_CATALOGUE.map(permissionKey)),
      list: {
        ...fakeContext().ctx.list,
        focused: (kind) => ({
          kind,
          id: 7,
          name: 'Sokha Chan',
          extra: { can_act: true, can_cancel: true, status: 'pending', mine: false, step_role: null, version: 1 },
        }),
      },
    }).ctx;
    setContextFactory(() => ctx);
    ran = [];
    vi.spyOn(executor, 'execute').mockImplementation(async (id) => {
      ran.push(id);
      return true;
    });
    render(createElement(GlobalShortcuts));
    row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.tabIndex = 0;
    document.body.appendChild(row);
    row.focus();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    row.remove();
  });

  const press = (target: HTMLElement, key: string) =>
    act(() => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
  const typeChord = (target: HTMLElement, chord: Command) => presses(chord).forEach((k) => press(target, k));

  it('covers the row keys the chords share (a, r, e, c, j, k on their pages)', () => {
    const shared = new Set(pairs.map((p) => p.single.id));
    for (const id of ['request.postClock.approve', 'request.overtime.reject', 'dashboard.approve', 'user.edit'])
      expect(shared).toContain(id);
    expect(shared).toContain('list.next');
  });

  it.each(pairs.map((p) => [p.chord.shortcut!, p.single.id, p]))('%s on the page of %s', (_k, _id, pair) => {
    const { chord, single } = pair as (typeof pairs)[number];
    ctx.pathname = pageOf(single);
    // Alone, the single key acts on the row here, so the chord below has something to wrongly run.
    press(row, presses(single)[0]);
    expect(ran).toEqual([single.id]);
    ran.length = 0;
    typeChord(row, chord);
    expect(ran).toEqual([chord.id]);
  });

  it('a chord left unfinished for a field, a click or a dialog does not finish on the next key', () => {
    ctx.pathname = '/post-clock-request';
    const field = document.createElement('input');
    document.body.appendChild(field);
    press(row, 'g');
    field.focus();
    press(field, 'a');
    expect(ran).toEqual([]);
    row.focus();
    press(row, 'a');
    expect(ran).toEqual(['request.postClock.approve']);

    ran.length = 0;
    press(row, 'g');
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    press(row, 'r');
    expect(ran).toEqual(['request.postClock.reject']);
    field.remove();
  });

  it('keys typed in a field never run a shortcut, single or chord', () => {
    ctx.pathname = '/post-clock-request';
    const field = document.createElement('input');
    document.body.appendChild(field);
    field.focus();
    for (const k of ['a', 'r', 'x', 'c', 'j', 'g', 'a', 'g', 'r', 'Enter']) press(field, k);
    expect(ran).toEqual([]);
    field.remove();
  });

  it('shows the chord started until its next key', () => {
    ctx.pathname = '/leave';
    press(row, 'g');
    expect(document.querySelector('[role="status"]')!.textContent).toMatch(/G.*then/);
    press(row, 'l');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('');
    expect(ran).toEqual(['nav.leave']);
  });
});
