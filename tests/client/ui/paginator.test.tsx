import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paginationRange } from '../../../src/client/ui/pagination-range';
import { Paginator } from '../../../src/client/ui/paginator';

describe('paginationRange with 1 sibling', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'end-ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'end-ellipsis', 10]],
    [5, 10, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]],
    [7, 10, [1, 'start-ellipsis', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'start-ellipsis', 6, 7, 8, 9, 10]],
  ])('page %i of %i', (page, totalPages, expected) => {
    expect(paginationRange({ page, totalPages, siblingCount: 1 })).toEqual(expected);
  });

  it('is empty with no pages', () => {
    expect(paginationRange({ page: 1, totalPages: 0 })).toEqual([]);
  });
});

describe('Paginator', () => {
  it('marks the current page and moves with previous, next and page buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Paginator page={5} totalPages={10} onPageChange={onPageChange} />);

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(pages).toEqual([
      'Previous page',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 10',
      'Next page',
    ]);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));

    expect(onPageChange.mock.calls).toEqual([[4], [6], [10]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Paginator page={1} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();

    rerender(<Paginator page={3} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows nothing for a single page', () => {
    render(<Paginator page={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
