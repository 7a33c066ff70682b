import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { columnHeaders, openListPage } from './list-page';
import { listQueries, recordRequests } from './request-log';
import { mockDb as db } from '../mocks';

beforeEach(() => {
  db.reset();
});

const openMessages = () => openListPage('/admin/messages', 'Messages');

function table() {
  return screen.getByRole('table', { name: 'Messages' });
}

function rows(): HTMLElement[] {
  return within(table()).getAllByRole('row').slice(1);
}

function row(name: string): HTMLElement {
  const found = rows().find((candidate) => candidate.textContent?.includes(name));
  if (!found) throw new Error(`No row for ${name}`);
  return found;
}

/** A local time, written the way the page must show it: dd.mm.yyyy hh:mm. */
const local = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

describe('messages page', () => {
  it('lists Full Name, Email, Date and time and Actions, newest first, with no Add button', async () => {
    db.messages.seed(
      {
        name: 'Old Timer',
        email: 'old@example.com',
        createdAt: local(2024, 1, 2, 8, 5),
        read: true,
      },
      { name: 'Jane Doe', email: 'jane@example.com', createdAt: local(2024, 5, 3, 14, 30) },
    );
    const requests = recordRequests();
    await openMessages();

    const headers = columnHeaders(table());
    expect(headers).toEqual(['Full Name', 'Email', 'Date and time', 'Actions']);
    expect(
      rows().map((candidate) =>
        within(candidate)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Jane Doe', 'jane@example.com', '03.05.2024 14:30'],
      ['Old Timer', 'old@example.com', '02.01.2024 08:05'],
    ]);
    expect(listQueries(requests, '/api/message').at(-1)).toEqual({
      page: '1',
      limit: '25',
      sort: 'createdAt:desc',
    });
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('marks unread messages with a dot that is also announced', async () => {
    db.messages.seed({ name: 'Jane Doe' }, { name: 'Old Timer', read: true });
    await openMessages();

    expect(within(row('Jane Doe')).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(row('Old Timer')).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
  });

  it('opens a message as text with a Reply link, marks it read and drops the dot', async () => {
    const [jane] = db.messages.seed({
      name: 'Jane Doe',
      email: 'jane@example.com',
      message: 'Hello,\nI liked your <b>portfolio</b>.\n\nBye',
    });
    const requests = recordRequests();
    const { user } = await openMessages();

    await user.click(screen.getByRole('button', { name: 'Open message from Jane Doe' }));

    const dialog = screen.getByRole('dialog', { name: 'Message' });
    expect(within(dialog).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(dialog).getByText('jane@example.com')).toBeInTheDocument();
    const text = within(dialog).getByText(/I liked your/);
    // As written: line breaks kept, markup shown as text and never rendered.
    expect(text.textContent).toBe('Hello,\nI liked your <b>portfolio</b>.\n\nBye');
    expect(text.querySelector('b')).toBeNull();
    const reply = within(dialog).getByRole('link', { name: 'Reply' });
    expect(reply).toHaveAttribute('href', 'mailto:jane@example.com');

    await waitFor(() => expect(db.messages.find(jane!.messageId)?.read).toBe(true));
    expect(
      requests.filter(
        (request) =>
          request.method === 'PUT' &&
          request.url.pathname === `/api/message/${jane!.messageId}/read`,
      ),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(row('Jane Doe')).queryByRole('img', { name: 'Unread' }),
      ).not.toBeInTheDocument(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends no mark-read call for a message already read', async () => {
    db.messages.seed({ name: 'Old Timer', read: true });
    const requests = recordRequests();
    const { user } = await openMessages();

    await user.click(screen.getByRole('button', { name: 'Open message from Old Timer' }));

    expect(screen.getByRole('dialog', { name: 'Message' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('deletes a message after confirmation', async () => {
    db.messages.seed({ name: 'Jane Doe' }, { name: 'Old Timer' });
    const { user } = await openMessages();

    await user.click(screen.getByRole('button', { name: 'Delete message from Jane Doe' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Old Timer');
  });
});
