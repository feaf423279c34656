// A row's actions behind one "Actions for <row>" button: a menu opened and walked by keyboard, Escape hands focus
// back to the button, and the chosen action runs once with the menu closed.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionsMenu } from './actions-menu.tsx';

const ACTIONS = [
  { id: 'edit', label: 'Edit' },
  { id: 'move', label: 'Move' },
  { id: 'resign', label: 'Resign' },
  { id: 'delete', label: 'Delete' },
];

afterEach(() => document.getElementById('main')?.remove());

function setup() {
  const onAction = vi.fn();
  // The console's main landmark is there before any list renders.
  const main = document.body.appendChild(document.createElement('main'));
  main.id = 'main';
  render(
    <div role="row" onClick={() => onAction('row clicked')}>
      <ActionsMenu name="Sok Dara · EMP-000002" actions={ACTIONS} onAction={onAction} />
    </div>,
    { container: main },
  );
  const button = screen.getByRole('button', { name: 'Actions for Sok Dara · EMP-000002' });
  return { onAction, button };
}

/** The menu item the menu says is active (focus stays on the menu; aria-activedescendant names the item). */
async function active() {
  const menu = await screen.findByRole('menu', { name: 'Actions for Sok Dara · EMP-000002' });
  const id = menu.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
}

const key = (target: Element, k: string) => act(() => void fireEvent.keyDown(target, { key: k }));

/** Focus on the button, `k` opens the menu, which takes focus. */
async function openWith(button: HTMLElement, k: string) {
  button.focus();
  key(button, k);
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(document.activeElement).toBe(menu));
  return menu;
}

// Headless UI's first render in jsdom takes seconds on a busy machine.
describe('ActionsMenu', { timeout: 20_000 }, () => {
  it('names itself after its row and opens on Enter with the first action active', async () => {
    const { button } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const menu = await openWith(button, 'Enter');
    // Drawn in the main landmark, outside the row (whose scroller would clip it).
    expect(menu.closest('main')).toBe(screen.getByRole('main'));
    expect(menu.closest('[role=row]')).toBe(null);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'Move', 'Resign', 'Delete']);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await active()).toBe('Edit');
  });

  it('walks with the arrow keys, Home and End', async () => {
    const { button } = setup();
    const menu = await openWith(button, 'Enter');
    key(menu, 'ArrowDown');
    expect(await active()).toBe('Move');
    key(menu, 'ArrowDown');
    expect(await active()).toBe('Resign');
    key(menu, 'ArrowUp');
    expect(await active()).toBe('Move');
    key(menu, 'End');
    expect(await active()).toBe('Delete');
    key(menu, 'Home');
    expect(await active()).toBe('Edit');
  });

  it('opens on ArrowDown too, and Escape closes it and hands focus back to the button', async () => {
    const { button, onAction } = setup();
    const menu = await openWith(button, 'ArrowDown');
    key(menu, 'Escape');
    await waitFor(() => expect(screen.queryByRole('menu')).toBe(null));
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(onAction).not.toHaveBeenCalled();
  });

  it('Enter on an item runs that action once, closes the menu, and the click never reaches the row', async () => {
    const { button, onAction } = setup();
    const menu = await openWith(button, 'Enter');
    key(menu, 'ArrowDown');
    key(menu, 'ArrowDown');
    expect(await active()).toBe('Resign');
    key(menu, 'Enter');
    await waitFor(() => expect(screen.queryByRole('menu')).toBe(null));
    expect(onAction.mock.calls).toEqual([['resign']]);
  });
});
