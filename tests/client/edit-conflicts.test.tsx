import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { cellTexts, openListPage } from './list-page';

/*
 * Someone else's change is never overwritten unawares: every write the
 * admin makes to an item it read names the version it saw (If-Match with the
 * item's updatedAt); when the server refuses it (412), the owner chooses
 * between the item as it is now and their own write regardless.
 *
 * Rows are seeded with their own `updatedAt`, which the mock tables track
 * (the document from before change tracking does not type it yet).
 */

const SEEN = '2026-11-29T03:00:00.000Z';
const THEIRS = '2026-11-29T03:05:00.000Z';

/** A row's fields plus the timestamps the API stamps on it. */
function tracked<T extends object>(fields: T, updatedAt = SEEN): T {
  return { ...fields, createdAt: SEEN, updatedAt } as T;
}

interface SentWrite {
  method: string;
  path: string;
  ifMatch: string | null;
}

/** Every PUT and DELETE from now on, with its If-Match header (null when none). */
function recordWrites(): SentWrite[] {
  const writes: SentWrite[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'PUT' && request.method !== 'DELETE') return;
    writes.push({
      method: request.method,
      path: new URL(request.url).pathname,
      ifMatch: request.headers.get('if-match'),
    });
  });
  return writes;
}

/** Someone else's edit, made on the server while the page shows the old version. */
function changeElsewhere<T extends object>(row: T | undefined, fields: Partial<T>) {
  Object.assign(row as object, fields, { updatedAt: THEIRS });
}

const conflictDialog = () => screen.findByRole('alertdialog', { name: 'Changed by someone else' });

const openCategories = () => openListPage('/admin/categories', 'Categories');
const openPublications = () => openListPage('/admin/publications', 'Publications');

describe('writes name the version they were made on', () => {
  it('saving an edit sends If-Match with the item’s updatedAt, and the save moves it on', async () => {
    const [web] = mockDb.category.seed(tracked({ name: 'Web' }));
    const writes = recordWrites();
    const { user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Edit Web' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'Web apps');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Category saved successfully')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PUT', path: `/api/category/${web!.categoryId}`, ifMatch: `"${SEEN}"` },
    ]);
    const saved = mockDb.category.find(web!.categoryId) as unknown as { updatedAt: string };
    expect(saved.updatedAt > SEEN).toBe(true);
  });

  it('deleting a row sends If-Match with the row’s updatedAt', async () => {
    const [web] = mockDb.category.seed(tracked({ name: 'Web' }));
    const writes = recordWrites();
    const { user } = await openCategories();

    await user.click(screen.getByRole('button', { name: 'Delete Web' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'DELETE', path: `/api/category/${web!.categoryId}`, ifMatch: `"${SEEN}"` },
    ]);
  });

  it('an item without updatedAt (a variable) is written with no If-Match, as before', async () => {
    mockDb.variable.seed({ key: 'github', value: 'https://github.com/jane', type: 'string' });
    const writes = recordWrites();
    const { user } = await openListPage('/admin/variables', 'Variables');

    await user.click(screen.getByRole('button', { name: 'Delete github' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Variable deleted successfully')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/variable/github', ifMatch: null }]);
  });

  it('Undo of a switch names the version the switch saved, so it is not refused', async () => {
    const [talk] = mockDb.publication.seed(tracked({ title: 'Talk' }));
    const writes = recordWrites();
    const { user } = await openPublications();

    await user.click(screen.getByRole('switch', { name: 'Hidden: Talk' }));
    const notice = await screen.findByText('Publication “Talk” hidden');
    const afterHide = (
      mockDb.publication.find(talk!.publicationId) as unknown as {
        updatedAt: string;
      }
    ).updatedAt;
    await user.click(
      within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: 'Undo',
      }),
    );

    expect(await screen.findByText('Undone: Publication “Talk” shown')).toBeInTheDocument();
    expect(writes.map((write) => write.ifMatch)).toEqual([`"${SEEN}"`, `"${afterHide}"`]);
    expect(mockDb.publication.find(talk!.publicationId)?.hidden).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('an edit someone else changed meanwhile', () => {
  async function saveStaleEdit() {
    const [web] = mockDb.category.seed(tracked({ name: 'Web' }));
    const writes = recordWrites();
    const view = await openCategories();
    const { user } = view;

    await user.click(screen.getByRole('button', { name: 'Edit Web' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    changeElsewhere(mockDb.category.find(web!.categoryId), { name: 'Web platform' });
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'Web apps');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    return { ...view, web: web!, writes, dialog };
  }

  it('is refused, and a dialog says someone else changed it and offers Reload and Overwrite', async () => {
    const { writes, dialog } = await saveStaleEdit();

    const conflict = await conflictDialog();
    expect(conflict).toHaveAccessibleDescription(
      'This category was changed by someone else since you opened it. Reload shows the current values in this form instead of yours; Overwrite saves yours over them.',
    );
    expect(within(conflict).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(within(conflict).getByRole('button', { name: 'Overwrite' })).toBeInTheDocument();
    // Nothing is chosen for the owner: a stray Enter answers neither way.
    expect(conflict).toHaveFocus();
    expect(writes.map((write) => write.ifMatch)).toEqual([`"${SEEN}"`]);
    // The edit is kept and nothing was saved.
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Web apps');
    expect(screen.queryByText('Category saved successfully')).not.toBeInTheDocument();
    expect(screen.queryByText(/Unknown error/)).not.toBeInTheDocument();
  });

  it('Escape closes the question and keeps the form as the owner left it', async () => {
    const { user, dialog, writes } = await saveStaleEdit();
    await conflictDialog();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Category' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Web apps');
    expect(writes).toHaveLength(1);
  });

  it('Reload shows the server’s current values in the open form; the next save names the new version', async () => {
    const { user, web, writes } = await saveStaleEdit();
    const conflict = await conflictDialog();

    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Web platform');
    expect(
      screen.getByText('Category reloaded: the form shows its current values'),
    ).toBeInTheDocument();
    // The list behind shows the other change as well.
    await waitFor(() =>
      expect(cellTexts(screen.getByRole('table', { name: 'Categories' }), 1)).toEqual([
        ['Web platform'],
      ]),
    );

    await user.type(within(dialog).getByLabelText(/Name/), ' apps');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Category saved successfully')).toBeInTheDocument();
    expect(writes.map((write) => write.ifMatch)).toEqual([`"${SEEN}"`, `"${THEIRS}"`]);
    expect(mockDb.category.find(web.categoryId)?.name).toBe('Web platform apps');
  });

  it('Overwrite sends the same save again without If-Match, and it goes through', async () => {
    const { user, web, writes } = await saveStaleEdit();
    const conflict = await conflictDialog();

    await user.click(within(conflict).getByRole('button', { name: 'Overwrite' }));

    expect(await screen.findByText('Category saved successfully')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PUT', path: `/api/category/${web.categoryId}`, ifMatch: `"${SEEN}"` },
      { method: 'PUT', path: `/api/category/${web.categoryId}`, ifMatch: null },
    ]);
    expect(mockDb.category.find(web.categoryId)?.name).toBe('Web apps');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Category' })).not.toBeInTheDocument();
  });
});

describe('row actions on a row someone else changed', () => {
  it('a refused delete asks; Overwrite deletes it without If-Match', async () => {
    const [web] = mockDb.category.seed(tracked({ name: 'Web' }));
    const writes = recordWrites();
    const { user } = await openCategories();
    changeElsewhere(mockDb.category.find(web!.categoryId), { name: 'Web' });

    await user.click(screen.getByRole('button', { name: 'Delete Web' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    const conflict = await conflictDialog();
    expect(conflict).toHaveAccessibleDescription(
      'Category “Web” was changed by someone else since this list was loaded. Reload shows the list as it is now; Overwrite deletes it all the same.',
    );
    expect(mockDb.category.find(web!.categoryId)).toBeDefined();

    await user.click(within(conflict).getByRole('button', { name: 'Overwrite' }));

    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    expect(writes.map((write) => [write.method, write.ifMatch])).toEqual([
      ['DELETE', `"${SEEN}"`],
      ['DELETE', null],
    ]);
    expect(mockDb.category.find(web!.categoryId)).toBeUndefined();
  });

  it('a refused switch asks; Reload shows the list as the server has it and writes nothing', async () => {
    const [talk] = mockDb.publication.seed(tracked({ title: 'Talk' }));
    const writes = recordWrites();
    const { user } = await openPublications();
    changeElsewhere(mockDb.publication.find(talk!.publicationId), { title: 'Keynote' });

    await user.click(screen.getByRole('switch', { name: 'Hidden: Talk' }));
    const conflict = await conflictDialog();
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));

    expect(await screen.findByRole('switch', { name: 'Hidden: Keynote' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(mockDb.publication.find(talk!.publicationId)?.hidden).toBe(false);
  });

  it('hiding picked rows goes through for the others and asks once about the changed one', async () => {
    const [talk, paper] = mockDb.publication.seed(
      tracked({ title: 'Talk' }),
      tracked({ title: 'Paper' }),
    );
    const writes = recordWrites();
    const { user } = await openPublications();
    changeElsewhere(mockDb.publication.find(paper!.publicationId), { summary: 'Revised' });

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Hide' }));

    const conflict = await conflictDialog();
    expect(conflict).toHaveAccessibleDescription(
      'Publication “Paper” was changed by someone else since this list was loaded. Reload shows the list as it is now; Overwrite makes your change all the same.',
    );
    expect(mockDb.publication.find(talk!.publicationId)?.hidden).toBe(true);
    expect(mockDb.publication.find(paper!.publicationId)?.hidden).toBe(false);

    await user.click(within(conflict).getByRole('button', { name: 'Overwrite' }));

    await waitFor(() => expect(mockDb.publication.find(paper!.publicationId)?.hidden).toBe(true));
    expect(mockDb.publication.find(paper!.publicationId)?.summary).toBe(null);
    expect(writes.filter((write) => write.ifMatch === null)).toEqual([
      { method: 'PUT', path: `/api/publication/${paper!.publicationId}`, ifMatch: null },
    ]);
    expect(screen.queryByText(/could not be hidden/)).not.toBeInTheDocument();
  });
});

describe('a message someone else changed', () => {
  it('its delete names the version the list showed; refused, Overwrite deletes it without', async () => {
    const [jane] = mockDb.messages.seed({ name: 'Jane Doe', read: true, updatedAt: SEEN });
    const writes = recordWrites();
    const { user } = await openListPage('/admin/messages', 'Messages');
    // Changed in another tab meanwhile (its read state flipped there and back, say).
    mockDb.messages.touch(jane!);

    await user.click(screen.getByRole('button', { name: 'Delete message from Jane Doe' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    const conflict = await conflictDialog();
    expect(conflict).toHaveAccessibleDescription(
      'Message “message from Jane Doe” was changed by someone else since this list was loaded. Reload shows the list as it is now; Overwrite deletes it all the same.',
    );
    await user.click(within(conflict).getByRole('button', { name: 'Overwrite' }));

    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument();
    expect(writes.map((write) => [write.method, write.ifMatch])).toEqual([
      ['DELETE', `"${SEEN}"`],
      ['DELETE', null],
    ]);
    expect(mockDb.messages.find(jane!.messageId)).toBeUndefined();
  });
});
