import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { columnHeaders, openListPage } from './list-page';
import { renderAdmin } from './render-admin';
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
      sort: 'createdAt:desc,messageId:desc',
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

  it('marks an opened message unread again: the dialog closes and the dot comes back', async () => {
    const [jane] = db.messages.seed({ name: 'Jane Doe' });
    const requests = recordRequests();
    const { user } = await openMessages();
    const opener = screen.getByRole('button', { name: 'Open message from Jane Doe' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Message' });
    await waitFor(() => expect(db.messages.find(jane!.messageId)?.read).toBe(true));
    await waitFor(() =>
      expect(
        within(row('Jane Doe')).queryByRole('img', { name: 'Unread' }),
      ).not.toBeInTheDocument(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Mark as unread' }));

    expect(await screen.findByText('Message marked as unread')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(db.messages.find(jane!.messageId)?.read).toBe(false);
    expect(
      requests.filter(
        (request) =>
          request.method === 'PUT' &&
          request.url.pathname === `/api/message/${jane!.messageId}/unread`,
      ),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(within(row('Jane Doe')).getByRole('img', { name: 'Unread' })).toBeInTheDocument(),
    );
    // Focus goes back to the row's Open button, where the owner was.
    expect(screen.getByRole('button', { name: 'Open message from Jane Doe' })).toHaveFocus();
  });

  it('flips the read state from the row, and Undo puts it back', async () => {
    const [jane] = db.messages.seed({ name: 'Jane Doe' });
    const requests = recordRequests();
    const { user } = await openMessages();
    const read = within(row('Jane Doe')).getByRole('switch', {
      name: 'Read: message from Jane Doe',
    });
    expect(read).toHaveAttribute('aria-checked', 'false');

    await user.click(read);

    const notice = await screen.findByText('Message from Jane Doe marked as read');
    expect(db.messages.find(jane!.messageId)?.read).toBe(true);
    await waitFor(() =>
      expect(
        within(row('Jane Doe')).getByRole('switch', { name: 'Read: message from Jane Doe' }),
      ).toHaveAttribute('aria-checked', 'true'),
    );
    expect(within(row('Jane Doe')).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    // Flipped in place: the message itself is not opened.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(
      within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: 'Undo',
      }),
    );

    expect(
      await screen.findByText('Undone: Message from Jane Doe marked as unread'),
    ).toBeInTheDocument();
    expect(db.messages.find(jane!.messageId)?.read).toBe(false);
    await waitFor(() =>
      expect(within(row('Jane Doe')).getByRole('img', { name: 'Unread' })).toBeInTheDocument(),
    );
    expect(
      requests.filter((request) => request.method === 'PUT').map((request) => request.url.pathname),
    ).toEqual([`/api/message/${jane!.messageId}/read`, `/api/message/${jane!.messageId}/unread`]);
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
    expect(confirm).toHaveAccessibleDescription(
      'Delete the message from “Jane Doe”? This action cannot be undone',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Old Timer');
  });

  it('shows per message whether the notice mail went out, and when', async () => {
    db.messages.seed(
      {
        name: 'Sent Sam',
        createdAt: local(2024, 5, 3, 14, 30),
        notification: {
          status: 'sent',
          attempts: 1,
          at: local(2024, 5, 3, 14, 31),
          nextAttemptAt: null,
        },
      },
      {
        name: 'Pending Pat',
        createdAt: local(2024, 5, 2, 9, 0),
        notification: {
          status: 'pending',
          attempts: 2,
          at: local(2024, 5, 2, 9, 0),
          nextAttemptAt: local(2024, 5, 2, 9, 5),
        },
      },
      {
        name: 'Failed Fay',
        createdAt: local(2024, 5, 1, 8, 0),
        notification: {
          status: 'failed',
          attempts: 10,
          at: local(2024, 5, 1, 11, 10),
          nextAttemptAt: null,
        },
      },
      // Mail was off when this one came: nothing is said about a notice.
      { name: 'Quiet Quinn', createdAt: local(2024, 4, 30, 8, 0) },
    );
    const { user } = await openMessages();

    const dateCell = (name: string) => within(row(name)).getAllByRole('cell')[2]!;
    expect(
      within(dateCell('Sent Sam')).getByText('Notice mailed 03.05.2024 14:31'),
    ).toBeInTheDocument();
    expect(dateCell('Sent Sam')).toHaveTextContent('Mailed');
    expect(dateCell('Pending Pat')).toHaveTextContent('Mail pending');
    expect(
      within(dateCell('Pending Pat')).getByText(
        'Notice not mailed yet (2 tries), next try 02.05.2024 09:05',
      ),
    ).toBeInTheDocument();
    expect(dateCell('Failed Fay')).toHaveTextContent('Mail failed');
    expect(dateCell('Quiet Quinn').textContent).toBe('30.04.2024 08:00');

    await user.click(screen.getByRole('button', { name: 'Open message from Failed Fay' }));
    const dialog = screen.getByRole('dialog', { name: 'Message' });
    expect(
      within(dialog).getByText('Notice failed after 10 tries, 01.05.2024 11:10'),
    ).toBeInTheDocument();
  });

  it('with mail on, Reply opens a form that mails the answer and shows it with the message', async () => {
    db.mail.turnOn('Ada <site@ada.example>');
    db.messages.seed({
      name: 'Jane Doe',
      email: 'jane@example.com',
      message: 'Can we talk?\nTuesday?',
      createdAt: local(2024, 5, 3, 14, 30),
    });
    const requests = recordRequests();
    const { user } = await openMessages();

    await user.click(screen.getByRole('button', { name: 'Open message from Jane Doe' }));
    const dialog = screen.getByRole('dialog', { name: 'Message' });
    // The server sends it: a button, not a mailto link.
    expect(within(dialog).queryByRole('link', { name: 'Reply' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reply' }));

    const form = screen.getByRole('dialog', { name: 'Reply to Jane Doe' });
    expect(form).toHaveTextContent('Jane Doe <jane@example.com>');
    expect(form).toHaveTextContent('Ada <site@ada.example>');
    // The original as the mail quotes it (line breaks kept; the matcher folds them).
    const quote = within(form).getByText('> Can we talk? > Tuesday?');
    expect(quote.textContent).toBe('> Can we talk?\n> Tuesday?');

    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(within(form).getByText('Reply is required')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Reply/), 'Tuesday at ten.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reply to Jane Doe' })).not.toBeInTheDocument(),
    );
    const replies = within(screen.getByRole('dialog', { name: 'Message' })).getByRole('region', {
      name: 'Replies',
    });
    expect(replies).toHaveTextContent('Tuesday at ten.');
    expect(replies).toHaveTextContent('by admin');
    const [sent] = db.messages.all();
    expect(sent!.replies.map((reply) => reply.text)).toEqual(['Tuesday at ten.']);
    expect(
      requests.filter(
        (request) =>
          request.method === 'POST' &&
          request.url.pathname === `/api/message/${sent!.messageId}/reply`,
      ),
    ).toHaveLength(1);
  });

  it('keeps the reply form and says why when the mail server refuses', async () => {
    db.mail.turnOn();
    db.mail.refuses = true;
    db.messages.seed({ name: 'Jane Doe', read: true });
    const { user } = await openMessages();

    await user.click(screen.getByRole('button', { name: 'Open message from Jane Doe' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Message' })).getByRole('button', {
        name: 'Reply',
      }),
    );
    const form = screen.getByRole('dialog', { name: 'Reply to Jane Doe' });
    await user.type(within(form).getByLabelText(/^Reply/), 'Hello back');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(
      await screen.findByText(
        'The mail server did not accept the reply: it was not sent, try again later',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reply to Jane Doe' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Reply/)).toHaveValue('Hello back');
    expect(db.messages.all()[0]!.replies).toEqual([]);
  });

  it('opens the message a notice mail links to, and marks it read', async () => {
    const [, linked] = db.messages.seed({ name: 'Other One' }, { name: 'Linked Lee' });
    db.signedIn = true;
    renderAdmin(`/admin/messages?open=${linked!.messageId}`);

    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(within(dialog).getByText('Linked Lee')).toBeInTheDocument();
    await waitFor(() => expect(db.messages.find(linked!.messageId)?.read).toBe(true));
  });
});
