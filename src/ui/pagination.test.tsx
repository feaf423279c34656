import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activePager } from '../lib/pager.ts';
import { Pagination } from './pagination.tsx';

const meta = (page: number, totalPage: number, extra: { hasNext?: boolean; totalCapped?: true } = {}) => ({
  page,
  limit: 10,
  total: totalPage * 10,
  totalPage,
  hasPrev: page > 1,
  hasNext: extra.hasNext ?? page < totalPage,
  ...(extra.totalCapped ? { totalCapped: true as const } : {}),
});

describe('Pagination', () => {
  it('stops at the last page of a counted list, on screen and from the palette', () => {
    const onPage = vi.fn();
    render(<Pagination meta={meta(3, 3)} onPage={onPage} label="Employees pages" />);
    expect(screen.getByText('3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    activePager()!.turn(1);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('goes past the pages a capped search counted ("10 of 10+"), on screen and from the palette', () => {
    const onPage = vi.fn();
    render(<Pagination meta={meta(10, 10, { hasNext: true, totalCapped: true })} onPage={onPage} label="Pages" />);
    expect(screen.getByText('10 of 10+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(11);
    activePager()!.turn(1);
    expect(onPage).toHaveBeenCalledTimes(2);
    expect(onPage).toHaveBeenLastCalledWith(11);
  });
});
