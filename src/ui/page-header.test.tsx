import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusHeadingAfterNavigation, PageHeader } from './page-header.tsx';

const heading = () => screen.getByRole('heading', { level: 1, name: 'Users' });

describe('PageHeader focus after a navigation', () => {
  it('takes focus when it renders after the navigation asked (a lazy page), and only once', () => {
    focusHeadingAfterNavigation(true);
    const { unmount } = render(<PageHeader title="Users" />);
    expect(document.activeElement).toBe(heading());
    unmount();
    render(<PageHeader title="Users" />);
    expect(document.activeElement).toBe(document.body);
  });

  it('takes focus at once when the new page is already on screen', () => {
    render(<PageHeader title="Users" />);
    expect(document.activeElement).toBe(document.body);
    focusHeadingAfterNavigation(true);
    expect(document.activeElement).toBe(heading());
  });

  it('leaves focus the user moved while the page was loading', () => {
    focusHeadingAfterNavigation(true);
    render(<input aria-label="Search" />);
    screen.getByRole('textbox', { name: 'Search' }).focus();
    render(<PageHeader title="Users" />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });

  it('leaves focus alone while a dialog is open', () => {
    focusHeadingAfterNavigation(true);
    render(<div role="dialog" aria-label="Command palette" />);
    render(<PageHeader title="Users" />);
    expect(document.activeElement).toBe(document.body);
  });

  it('does not take focus once a same-page change (a dialog route, a query) dropped the request', () => {
    focusHeadingAfterNavigation(true);
    focusHeadingAfterNavigation(false);
    render(<PageHeader title="Users" />);
    expect(document.activeElement).toBe(document.body);
  });
});
