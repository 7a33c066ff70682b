import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { publicationContent } from '../../src/shared/content/publication.content';
import type { ContentItem } from '../../src/shared/content/define-content';
import { server } from '../mocks/server';
import { columnHeaders, openListPage } from './list-page';
import { listQueries, recordRequests } from './request-log';
import { stamps } from './stamps';

/*
 * The five calls of /api/publication over an array, answered as the server
 * answers them (200 with the row, 404 for an unknown id), so the test can read
 * what the page sent without depending on the shared mocks' rows.
 */
type Publication = Omit<ContentItem<typeof publicationContent>, 'createdAt' | 'updatedAt'>;

let rows: Publication[] = [];
let bodies: { method: string; body: unknown }[] = [];

const row = (fields: Partial<Publication> & { publicationId: number; title: string }) => ({
  publisher: null,
  publishedAt: null,
  link: null,
  summary: null,
  hidden: false,
  ...stamps,
  ...fields,
});

const notFound = () =>
  HttpResponse.json({ statusCode: 404, message: 'Publication not found' }, { status: 404 });

beforeEach(() => {
  rows = [
    row({
      publicationId: 1,
      title: 'Typed mocks in practice',
      publisher: 'ACM Queue',
      publishedAt: '2025-03-14',
      link: 'https://queue.acm.org/typed-mocks',
      summary: 'Why mocks should come from the API document.',
    }),
    row({ publicationId: 2, title: 'Draft talk', hidden: true }),
  ];
  bodies = [];
  server.use(
    http.get('*/api/publication', ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 25);
      return HttpResponse.json({
        items: rows,
        metadata: { page: 1, limit, totalItems: rows.length, totalPages: 1 },
      });
    }),
    http.post('*/api/publication', async ({ request }) => {
      const body = (await request.json()) as Omit<Publication, 'publicationId'>;
      bodies.push({ method: 'POST', body });
      const created = { ...body, publicationId: rows.length + 1 };
      rows = [...rows, created];
      return HttpResponse.json(created);
    }),
    http.put('*/api/publication/:id', async ({ request, params }) => {
      const body = (await request.json()) as Omit<Publication, 'publicationId'>;
      bodies.push({ method: 'PUT', body });
      const id = Number(params.id);
      const current = rows.find((item) => item.publicationId === id);
      if (!current) return notFound();
      const updated = { ...current, ...body, publicationId: id };
      rows = rows.map((item) => (item.publicationId === id ? updated : item));
      return HttpResponse.json(updated);
    }),
    http.delete('*/api/publication/:id', ({ params }) => {
      const id = Number(params.id);
      const current = rows.find((item) => item.publicationId === id);
      if (!current) return notFound();
      rows = rows.filter((item) => item !== current);
      return HttpResponse.json(current);
    }),
  );
});

const openPublications = () => openListPage('/admin/publications', 'Publications');
const table = () => screen.getByRole('table', { name: 'Publications' });

function cellsOf(title: string): string[] {
  const tr = within(table())
    .getAllByRole('row')
    .find((item) => within(item).queryAllByRole('cell')[0]?.textContent === title);
  if (!tr) throw new Error(`No row for ${title}`);
  return within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('publications page', () => {
  it('is in the sidebar and lists title, publisher, date, link and hidden, newest first', async () => {
    const requests = recordRequests();
    await openPublications();

    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Publications' })).toHaveAttribute(
      'href',
      '/admin/publications',
    );
    expect(columnHeaders(table())).toEqual([
      'Title',
      'Publisher',
      'Published',
      'Link',
      'Hidden',
      'Actions',
    ]);
    expect(cellsOf('Typed mocks in practice').slice(0, 5)).toEqual([
      'Typed mocks in practice',
      'ACM Queue',
      '14.03.2025',
      'https://queue.acm.org/typed-mocks',
      'No',
    ]);
    expect(cellsOf('Draft talk').slice(0, 5)).toEqual(['Draft talk', 'N/A', 'N/A', 'N/A', 'Yes']);
    expect(listQueries(requests, '/api/publication')[0]).toMatchObject({
      sort: 'publishedAt:desc',
    });
  });

  it('requires a title and refuses a link that is neither http(s) nor a site path, before any call', async () => {
    const { user } = await openPublications();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Publication' });

    await user.click(within(dialog).getByLabelText('Link'));
    await user.paste('javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Link must be an http(s) URL or a site path'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('adds a publication, sending empty optional fields as null, and lists it', async () => {
    const { user } = await openPublications();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Publication' });

    await user.type(within(dialog).getByLabelText(/^Title/), 'One shape for every entity');
    fireEvent.change(within(dialog).getByLabelText('Published At'), {
      target: { value: '2026-11-27' },
    });
    await user.type(within(dialog).getByLabelText('Summary'), 'Declared once, derived everywhere.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Publication saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        method: 'POST',
        body: {
          title: 'One shape for every entity',
          publisher: null,
          publishedAt: '2026-11-27',
          link: null,
          summary: 'Declared once, derived everywhere.',
          hidden: false,
        },
      },
    ]);
    expect(await within(table()).findByText('One shape for every entity')).toBeInTheDocument();
  });

  it('edits a publication in a prefilled dialog and can hide it', async () => {
    const { user } = await openPublications();
    await user.click(screen.getByRole('button', { name: 'Edit Typed mocks in practice' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Publication' });

    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Typed mocks in practice');
    expect(within(dialog).getByLabelText('Publisher')).toHaveValue('ACM Queue');
    expect(within(dialog).getByLabelText('Published At')).toHaveValue('14.03.2025');
    expect(within(dialog).getByLabelText('Summary')).toHaveValue(
      'Why mocks should come from the API document.',
    );
    expect(within(dialog).getByRole('checkbox', { name: /Hidden/ })).not.toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: /Hidden/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Publication saved successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'PUT', body: expect.objectContaining({ hidden: true }) }]);
    await waitFor(() => expect(cellsOf('Typed mocks in practice')[4]).toBe('Yes'));
  });

  it('deletes a publication after the confirmation', async () => {
    const { user } = await openPublications();
    await user.click(screen.getByRole('button', { name: 'Delete Draft talk' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('Publication deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table()).queryByRole('cell', { name: 'Draft talk' })).not.toBeInTheDocument(),
    );
  });
});
