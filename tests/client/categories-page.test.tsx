import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { columnHeaders, openListPage } from './list-page';
import { renderAdmin } from './render-admin';
import { listQueries, recordRequests } from './request-log';

const LIST_PATH = '/api/category';

function names(count: number, prefix = 'Category'): string[] {
  return Array.from(
    { length: count },
    (_, index) => `${prefix} ${String(index + 1).padStart(2, '0')}`,
  );
}

const openCategories = () => openListPage('/admin/categories', 'Categories');

function table() {
  return screen.getByRole('table', { name: 'Categories' });
}

function rowNames(): string[] {
  const rows = within(table()).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

function currentPage(): string | null {
  const nav = screen.queryByRole('navigation', { name: 'Categories pages' });
  if (!nav) return null;
  return (
    within(nav)
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-current') === 'page')?.textContent ?? null
  );
}

describe('categories page (shared list view)', () => {
  it('lists categories with Name and Actions columns', async () => {
    mockDb.category.seed({ name: 'Web' }, { name: 'Mobile' });
    await openCategories();

    const headers = columnHeaders(table());
    expect(headers).toEqual(['Name', 'Actions']);
    expect(rowNames()).toEqual(['Web', 'Mobile']);
    expect(screen.getByRole('button', { name: 'Edit Web' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Mobile' })).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('says so when there is nothing to list', async () => {
    await openCategories();
    expect(screen.getByText('No categories yet')).toBeInTheDocument();
  });

  it('applies the search text only when it is submitted', async () => {
    mockDb.category.seed({ name: 'Web' }, { name: 'Web design' }, { name: 'Mobile' });
    const requests = recordRequests();
    const { user } = await openCategories();

    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'web');
    expect(rowNames()).toEqual(['Web', 'Web design', 'Mobile']);
    expect(listQueries(requests, LIST_PATH).every((query) => !('filter' in query))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(rowNames()).toEqual(['Web', 'Web design']));
    expect(listQueries(requests, LIST_PATH).at(-1)).toEqual({
      filter: 'web',
      page: '1',
      limit: '25',
    });
  });

  it('shows no results for a search that matches nothing', async () => {
    mockDb.category.seed({ name: 'Web' });
    const { user } = await openCategories();

    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'zzz{Enter}');

    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument();
  });

  it('offers page sizes 5 to 100, 25 by default, and reloads with the chosen size', async () => {
    mockDb.category.seed(...names(30).map((name) => ({ name })));
    const requests = recordRequests();
    const { user } = await openCategories();

    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(pageSize).toHaveValue('25');
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '15', '25', '50', '100']);
    expect(rowNames()).toHaveLength(25);

    await user.selectOptions(pageSize, '5');

    await waitFor(() => expect(rowNames()).toHaveLength(5));
    expect(listQueries(requests, LIST_PATH).at(-1)).toEqual({ page: '1', limit: '5' });
    expect(screen.getByText('1–5 of 30')).toBeInTheDocument();
  });

  it('pages with previous, next and numbered buttons, keeping the search text', async () => {
    mockDb.category.seed(...[...names(12, 'Web'), 'Mobile'].map((name) => ({ name })));
    const requests = recordRequests();
    const { user } = await openCategories();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '5');
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'web{Enter}');
    await waitFor(() => expect(screen.getByText('1–5 of 12')).toBeInTheDocument());

    const pages = screen.getByRole('navigation', { name: 'Categories pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(currentPage()).toBe('1');

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('6–10 of 12')).toBeInTheDocument());
    expect(currentPage()).toBe('2');

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rowNames()).toEqual(['Web 11', 'Web 12']));
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(listQueries(requests, LIST_PATH).at(-1)).toEqual({
      filter: 'web',
      page: '3',
      limit: '5',
    });
  });

  it('moves to the last page when the current one no longer exists', async () => {
    mockDb.category.seed(...names(11).map((name) => ({ name })));
    const { user } = await openCategories();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '5');
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rowNames()).toEqual(['Category 11']));

    await user.click(screen.getByRole('button', { name: 'Delete Category 11' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(currentPage()).toBe('2'));
    await waitFor(() => expect(rowNames()).toEqual(names(10).slice(5)));
  });

  it('moves to page 1 when no pages are left', async () => {
    mockDb.category.seed(...names(6).map((name) => ({ name })));
    // Someone else empties the table while this page is open.
    server.use(
      http.delete('*/api/category/:id', () => {
        const [first] = mockDb.category.all();
        for (const row of mockDb.category.all()) mockDb.category.remove(row.categoryId);
        return HttpResponse.json(first);
      }),
    );
    const { user } = await openCategories();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '5');
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowNames()).toEqual(['Category 06']));

    await user.click(screen.getByRole('button', { name: 'Delete Category 06' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.getByText('No categories yet')).toBeInTheDocument());
    expect(currentPage()).toBeNull();
  });

  it('looks again when the same search is submitted again', async () => {
    mockDb.category.seed({ name: 'Web' });
    const { user } = await openCategories();

    mockDb.category.seed({ name: 'Mobile' });
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(rowNames()).toEqual(['Web', 'Mobile']));
  });

  it('asks before deleting, and No leaves the row alone', async () => {
    mockDb.category.seed({ name: 'Web' });
    const { user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Delete Web' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription(
      'Delete the category “Web”? This action cannot be undone',
    );
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'No' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(rowNames()).toEqual(['Web']);
    expect(mockDb.category.all()).toHaveLength(1);
  });

  it('deletes on Yes, closes the dialog, reloads and says so', async () => {
    mockDb.category.seed({ name: 'Web' }, { name: 'Mobile' });
    const { user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Delete Web' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Mobile']));
  });

  it("shows 'Failed to delete Category' when the server refuses", async () => {
    mockDb.category.seed({ name: 'Web' });
    server.use(
      http.delete('*/api/category/:id', () =>
        HttpResponse.json(
          { statusCode: 1004, message: 'Category is used by projects' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Delete Web' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete Category');
    expect(rowNames()).toEqual(['Web']);
  });

  it('adds a category through the Add Category dialog', async () => {
    const { user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Name'), '  Web  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Category saved successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Web']));
    // The shared schema trims before sending.
    expect(mockDb.category.all()[0]?.name).toBe('Web');
  });

  it('validates the name in the dialog before any call', async () => {
    const requests = recordRequests();
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    const name = within(dialog).getByLabelText('Name');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Name is required');

    await user.click(name);
    await user.paste('x'.repeat(101));
    expect(within(dialog).getByText('Name is too long')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's field errors on the matching field", async () => {
    mockDb.category.seed({ name: 'Web' });
    const { user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Name'), 'web');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Name is already used')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create Category');
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeInTheDocument();
  });

  it('edits a category in the Edit Category dialog, prefilled', async () => {
    mockDb.category.seed({ name: 'Web' }, { name: 'Mobile' });
    const { user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Edit Mobile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Mobile');

    await user.clear(name);
    await user.type(name, 'Mobile apps');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Category saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Web', 'Mobile apps']));
  });

  it("shows 'Failed to update Category' when an update is refused", async () => {
    mockDb.category.seed({ name: 'Web' }, { name: 'Mobile' });
    const { user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Edit Mobile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'WEB');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update Category');
    expect(within(dialog).getByText('Name is already used')).toBeInTheDocument();
  });

  it('closes the dialog without saving on Cancel and on Escape', async () => {
    const requests = recordRequests();
    const { user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Name'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // Something was typed: Cancel asks before throwing it away.
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    // A fresh dialog: the abandoned draft is gone.
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('reports a list that cannot load, and loads it on Try again', async () => {
    mockDb.category.seed({ name: 'Web' });
    server.use(
      http.get('*/api/category', () =>
        HttpResponse.json({ statusCode: 400, message: 'Invalid input' }, { status: 400 }),
      ),
    );
    mockDb.signedIn = true;
    const { user } = renderAdmin('/admin/categories');

    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error: 400');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(rowNames()).toEqual(['Web']));
  });
});
