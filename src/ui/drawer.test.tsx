// The shared drawer: a dialog named by its heading; focus on Close when asked, even with links beside it; a heading
// given a ref can take focus; Escape and Close close it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer.tsx';

function Page({ close }: { close?: boolean }) {
  const [open, setOpen] = useState(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return open ? (
    <Drawer
      title="Payslip"
      onClose={() => setOpen(false)}
      initialFocus={close ? 'close' : undefined}
      titleRef={headingRef}
      actions={<a href="/payslip">Open page</a>}
    >
      <button onClick={() => headingRef.current?.focus()}>Heading</button>
    </Drawer>
  ) : (
    <p>Closed</p>
  );
}

describe('Drawer', () => {
  it('is a dialog named by its heading, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(await screen.findByRole('dialog', { name: 'Payslip' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Closed')).toBeTruthy();
  });

  it('focuses Close when asked, the links beside it notwithstanding; its heading takes focus; Close closes', async () => {
    const user = userEvent.setup();
    render(<Page close />);
    await screen.findByRole('dialog', { name: 'Payslip' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payslip' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Closed')).toBeTruthy();
  });
});
