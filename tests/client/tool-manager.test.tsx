import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { type FormEvent, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToolMultiSelect } from '../../src/client/admin/tool-manager/tool-multi-select';
import { createQueryClient } from '../../src/client/lib/query-client';
import { createTrpcClient, trpc } from '../../src/client/lib/trpc';
import { Dialog } from '../../src/client/ui/dialog';
import { isPageScrollLocked } from '../../src/client/ui/scroll-lock';
import { ToastProvider } from '../../src/client/ui/toast';
import type { Tool } from '../../src/shared/tool';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { columnHeaders } from './list-page';
import { listQueries, recordRequests } from './request-log';

const TOOL_PATH = '/api/tool';

/** The Manage Tools dialog's page requests: the picker's own one list of every tool aside. */
function managerQueries(requests: Parameters<typeof listQueries>[0]) {
  return listQueries(requests, TOOL_PATH).filter((query) => query.limit !== '1000');
}

function toolNames(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `Tool ${String(index + 1).padStart(2, '0')}`);
}

interface HarnessProps {
  initial: Tool[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The Tools field as the experience and project dialogs hold it: inside a form in a dialog. */
function EntityDialogHarness({ initial, onSubmit }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const [tools, setTools] = useState<Tool[]>(initial);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit project
      </button>
      <p data-testid="tool-ids">{tools.map((tool) => tool.toolId).join(',')}</p>
      <Dialog open={open} title="Edit Project" onClose={() => setOpen(false)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
        >
          <ToolMultiSelect tools={tools} onChange={setTools} />
        </form>
      </Dialog>
    </>
  );
}

function renderToolsField(initial: Tool[] = []) {
  const onSubmit = vi.fn();
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const user = userEvent.setup();
  render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <EntityDialogHarness initial={initial} onSubmit={onSubmit} />
        </ToastProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return { user, onSubmit };
}

async function openManager(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit project' }));
  await user.click(screen.getByRole('button', { name: 'Manage Tools' }));
  const manager = screen.getByRole('dialog', { name: 'Manage Tools' });
  await waitFor(() => expect(within(manager).queryByText('Loading tools…')).toBeNull());
  return manager;
}

function toolTable() {
  return screen.getByRole('table', { name: 'Available tools' });
}

function rowNames(): string[] {
  return within(toolTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

function currentPage(): string | null {
  const nav = screen.queryByRole('navigation', { name: 'Tool pages' });
  if (!nav) return null;
  return (
    within(nav)
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-current') === 'page')?.textContent ?? null
  );
}

function chipNames(container: HTMLElement): string[] {
  const list = within(container).queryByRole('list', { name: 'Selected tools' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

beforeEach(() => {
  // Ahead of any other area's tool handlers: these answer from contentDb.
});

describe('Manage Tools dialog', () => {
  it('pages through the tools, 10 at a time, with Icon, Name and Actions columns', async () => {
    mockDb.tool.seed(...toolNames(23).map((name) => ({ name })));
    const requests = recordRequests();
    const { user } = renderToolsField();

    const manager = await openManager(user);

    expect(columnHeaders(toolTable())).toEqual(['Icon', 'Name', 'Actions']);
    expect(rowNames()).toEqual(toolNames(10));
    expect(managerQueries(requests)).toEqual([{ page: '1', limit: '10' }]);
    expect(within(manager).getByRole('searchbox', { name: 'Search tools' })).toHaveFocus();
    expect(within(manager).getByText('No tools selected')).toBeInTheDocument();

    const pages = within(manager).getByRole('navigation', { name: 'Tool pages' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']);

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames()).toEqual(toolNames(20).slice(10)));
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rowNames()).toEqual(toolNames(23).slice(20)));
    expect(managerQueries(requests).at(-1)).toEqual({ page: '3', limit: '10' });
  });

  it('adds tools as removable chips and disables their Add buttons', async () => {
    const [react, , node] = mockDb.tool.seed(
      { name: 'React' },
      { name: 'Vite' },
      { name: 'Node.js' },
    );
    const { user } = renderToolsField();
    const manager = await openManager(user);

    await user.click(within(manager).getByRole('button', { name: 'Add React' }));
    await user.click(within(manager).getByRole('button', { name: 'Add Node.js' }));

    expect(chipNames(manager)).toEqual(['React', 'Node.js']);
    expect(within(manager).getByRole('button', { name: 'Add React' })).toBeDisabled();
    expect(within(manager).getByRole('button', { name: 'Add Node.js' })).toBeDisabled();
    expect(within(manager).getByRole('button', { name: 'Add Vite' })).toBeEnabled();
    expect(screen.getByTestId('tool-ids')).toHaveTextContent(`${react?.toolId},${node?.toolId}`);

    await user.click(within(manager).getByRole('button', { name: 'Remove React' }));

    expect(chipNames(manager)).toEqual(['Node.js']);
    expect(within(manager).getByRole('button', { name: 'Add React' })).toBeEnabled();
    expect(screen.getByTestId('tool-ids')).toHaveTextContent(String(node?.toolId));

    // The entity dialog shows the same selection as chips.
    await user.click(within(manager).getByRole('button', { name: 'Done' }));
    const outer = screen.getByRole('dialog', { name: 'Edit Project' });
    expect(chipNames(outer)).toEqual(['Node.js']);
  });

  it('disables Add for the tools already selected when it opens', async () => {
    const [react, vite] = mockDb.tool.seed({ name: 'React' }, { name: 'Vite' });
    if (!react || !vite) throw new Error('seed failed');
    const { user } = renderToolsField([vite]);
    const manager = await openManager(user);

    expect(chipNames(manager)).toEqual(['Vite']);
    expect(within(manager).getByRole('button', { name: 'Add Vite' })).toBeDisabled();
    expect(within(manager).getByRole('button', { name: 'Add React' })).toBeEnabled();
  });

  it('keeps keyboard focus in the dialog when an Add button or a chip goes away', async () => {
    mockDb.tool.seed({ name: 'React' }, { name: 'Vite' }, { name: 'Node.js' });
    const { user } = renderToolsField();
    const manager = await openManager(user);

    within(manager).getByRole('button', { name: 'Add React' }).focus();
    await user.keyboard('{Enter}');
    expect(within(manager).getByRole('button', { name: 'Add Vite' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(manager).getByRole('button', { name: 'Add Node.js' })).toHaveFocus();

    within(manager).getByRole('button', { name: 'Remove React' }).focus();
    await user.keyboard('{Enter}');
    expect(within(manager).getByRole('button', { name: 'Remove Vite' })).toHaveFocus();
  });

  it('applies the search on submit only, from page 1, without submitting the form behind', async () => {
    mockDb.tool.seed(...[...toolNames(15), 'React', 'React Native'].map((name) => ({ name })));
    const requests = recordRequests();
    const { user, onSubmit } = renderToolsField();
    const manager = await openManager(user);
    await user.click(within(manager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentPage()).toBe('2'));

    await user.type(within(manager).getByRole('searchbox', { name: 'Search tools' }), 'react');
    expect(managerQueries(requests).every((query) => !('filter' in query))).toBe(true);

    await user.keyboard('{Enter}');

    await waitFor(() => expect(rowNames()).toEqual(['React', 'React Native']));
    expect(managerQueries(requests).at(-1)).toEqual({
      filter: 'react',
      page: '1',
      limit: '10',
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Manage Tools' })).toBeInTheDocument();

    await user.clear(within(manager).getByRole('searchbox', { name: 'Search tools' }));
    await user.type(within(manager).getByRole('searchbox', { name: 'Search tools' }), 'zzz');
    await user.click(within(manager).getByRole('button', { name: 'Search' }));
    expect(await within(manager).findByText('No results for “zzz”')).toBeInTheDocument();
  });

  it('moves to the last page when the page asked for is past it', async () => {
    mockDb.tool.seed(...toolNames(30).map((name) => ({ name })));
    const requests = recordRequests();
    const { user } = renderToolsField();
    const manager = await openManager(user);

    // Ten tools are deleted elsewhere while the dialog shows pages 1 to 3.
    for (const tool of mockDb.tool.all().slice(20)) mockDb.tool.remove(tool.toolId);
    await user.click(within(manager).getByRole('button', { name: 'Page 3' }));

    await waitFor(() => expect(currentPage()).toBe('2'));
    await waitFor(() => expect(rowNames()).toEqual(toolNames(20).slice(10)));
    expect(managerQueries(requests).map((query) => query.page)).toEqual(['1', '3', '2']);
  });

  it('moves to page 1 when no pages are left', async () => {
    mockDb.tool.seed(...toolNames(12).map((name) => ({ name })));
    const requests = recordRequests();
    const { user } = renderToolsField();
    const manager = await openManager(user);

    for (const tool of mockDb.tool.all()) mockDb.tool.remove(tool.toolId);
    await user.click(within(manager).getByRole('button', { name: 'Page 2' }));

    await waitFor(() =>
      expect(managerQueries(requests).map((query) => query.page)).toEqual(['1', '2', '1']),
    );
    expect(await within(manager).findByText('No tools yet')).toBeInTheDocument();
    expect(currentPage()).toBeNull();
  });

  it('opens over the entity dialog: counted scroll lock, Escape closes only it, focus returns', async () => {
    mockDb.tool.seed({ name: 'React' });
    const { user } = renderToolsField();
    await openManager(user);

    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(isPageScrollLocked()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Manage Tools' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Tools' })).toHaveFocus();
    // The entity dialog is still open, so the page stays locked.
    expect(isPageScrollLocked()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isPageScrollLocked()).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Edit project' })).toHaveFocus();
  });

  it('reports a tool list that cannot load, and loads it on Try again', async () => {
    mockDb.tool.seed({ name: 'React' });
    server.use(
      http.get('*/api/tool', () =>
        HttpResponse.json({ statusCode: 400, message: 'Invalid input' }, { status: 400 }),
      ),
    );
    const { user } = renderToolsField();
    const manager = await openManager(user);

    expect(await within(manager).findByRole('alert')).toHaveTextContent('Unknown error: 400');

    server.resetHandlers();
    await user.click(within(manager).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(rowNames()).toEqual(['React']));
  });
});
