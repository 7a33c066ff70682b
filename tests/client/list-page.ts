import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderAdmin } from './render-admin';
import { mockDb } from '../mocks';

/**
 * Signs in and opens the admin list page at `path`, headed `title`, once its
 * first rows have loaded: its 'Loading <title in lower case>…' is gone.
 */
export async function openListPage(path: string, title: string) {
  mockDb.signedIn = true;
  const view = renderAdmin(path);
  await screen.findByRole('heading', { level: 1, name: title });
  const loading = `Loading ${title.toLowerCase()}…`;
  await waitFor(() => expect(screen.queryByText(loading)).not.toBeInTheDocument());
  return view;
}

/** The text of each body row's cells, or of its first `count` cells. */
export function cellTexts(table: HTMLElement, count?: number): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .slice(0, count)
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The table's column headers, as their text. */
export function columnHeaders(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent ?? '');
}
