import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ListParams, ListQueryOptions } from '../../src/client/admin/list/crud-resource';
import { ListView, type ListViewHandle } from '../../src/client/admin/list/list-view';
import { createQueryClient } from '../../src/client/lib/query-client';
import { Button } from '../../src/client/ui/button';
import { ToastProvider } from '../../src/client/ui/toast';
import type { ListResponse } from '../../src/shared/list';

interface Message {
  messageId: number;
  name: string;
}

/** A list page with no tRPC behind it: what an entity with its own calls would pass. */
function renderMessages(options: { onOpen?: (message: Message) => void } = {}) {
  let messages: Message[] = [{ messageId: 1, name: 'Ada' }];
  const fetchList = vi.fn(async (params: ListParams): Promise<ListResponse<Message>> => ({
    items: messages,
    metadata: {
      totalPages: 1,
      totalItems: messages.length,
      page: params.page,
      limit: params.limit,
    },
  }));
  const query = (params: ListParams) =>
    ({
      queryKey: ['messages', params],
      queryFn: () => fetchList(params),
    }) as unknown as ListQueryOptions<Message>;
  const ref = createRef<ListViewHandle>();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <ListView<Message>
            ref={ref}
            title="Messages"
            entityLabel="Message"
            columns={[{ key: 'name', header: 'Full Name', cell: (message) => message.name }]}
            getRowId={(message) => message.messageId}
            getRowLabel={(message) => message.name}
            query={query}
            sort="createdAt:desc"
            {...(options.onOpen
              ? {
                  renderRowActions: (message: Message) => (
                    <Button size="sm" variant="text" onClick={() => options.onOpen?.(message)}>
                      Open
                    </Button>
                  ),
                }
              : {})}
          />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return {
    user,
    ref,
    fetchList,
    setMessages: (next: Message[]) => {
      messages = next;
    },
  };
}

describe('ListView', () => {
  it('shows no Add button and no actions column when the page gives none', async () => {
    renderMessages();

    expect(await screen.findByRole('cell', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Full Name']);
  });

  it("sends the page's sort order with every load", async () => {
    const { fetchList } = renderMessages();
    await screen.findByRole('cell', { name: 'Ada' });
    expect(fetchList).toHaveBeenLastCalledWith({ page: 1, limit: 25, sort: 'createdAt:desc' });
  });

  it('shows extra row actions given by the page', async () => {
    const onOpen = vi.fn();
    const { user } = renderMessages({ onOpen });
    const row = (await screen.findByRole('cell', { name: 'Ada' })).closest('tr') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: 'Open' }));

    expect(onOpen).toHaveBeenCalledWith({ messageId: 1, name: 'Ada' });
  });

  it('reloads when a refresh is requested from outside', async () => {
    const { ref, setMessages } = renderMessages();
    await screen.findByRole('cell', { name: 'Ada' });

    setMessages([
      { messageId: 2, name: 'Grace' },
      { messageId: 1, name: 'Ada' },
    ]);
    await ref.current?.refresh();

    await waitFor(() => expect(screen.getByRole('cell', { name: 'Grace' })).toBeInTheDocument());
  });
});
