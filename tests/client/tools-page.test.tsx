import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, http, mockDb } from '../mocks';
import { server } from '../mocks/server';
import { columnHeaders, openListPage } from './list-page';
import { recordRequests } from './request-log';

const openTools = () => openListPage('/admin/tools', 'Tools');

const table = () => screen.getByRole('table', { name: 'Tools' });

const headers = () => columnHeaders(table());

function row(name: string): HTMLElement {
  const found = within(table())
    .getAllByRole('row')
    .find((tr) => within(tr).queryAllByRole('cell')[1]?.textContent === name);
  if (!found) throw new Error(`No row for ${name}`);
  return found;
}

describe('tools page', () => {
  it('lists Icon, Name, Link and Actions, with the icon as an image and the link opening a new tab', async () => {
    mockDb.tool.seed({ name: 'React' }, { name: 'Node.js' });
    await openTools();

    expect(headers()).toEqual(['Icon', 'Name', 'Link', 'Actions']);
    const react = row('React');
    const icon = react.querySelector('img');
    expect(icon).toHaveAttribute('src', '/api/media/image/react.svg');
    expect(icon).toHaveAttribute('alt', '');
    const link = within(react).getByRole('link', { name: 'https://example.com/react' });
    expect(link).toHaveAttribute('href', 'https://example.com/react');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(react).getByRole('button', { name: 'Edit React' })).toBeInTheDocument();
    expect(within(react).getByRole('button', { name: 'Delete React' })).toBeInTheDocument();
  });

  it('opens an empty Add Tool dialog and checks every field before any call', async () => {
    const requests = recordRequests();
    const { user } = await openTools();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Tool' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Icon URL')).toHaveValue('');
    expect(within(dialog).getByLabelText('Link URL')).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Icon URL is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Link URL is required')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByLabelText('Icon URL'));
    await user.paste(`https://example.com/${'i'.repeat(90)}`);
    await user.click(within(dialog).getByLabelText('Link URL'));
    await user.paste(`https://example.com/${'l'.repeat(90)}`);
    expect(within(dialog).getByText('Name is too long')).toBeInTheDocument();
    expect(within(dialog).getByText('Icon URL is too long')).toBeInTheDocument();
    expect(within(dialog).getByText('Link URL is too long')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog', { name: 'Add Tool' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('adds a tool and says so', async () => {
    const { user } = await openTools();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Tool' });
    await user.type(within(dialog).getByLabelText('Name'), 'TypeScript');
    await user.type(within(dialog).getByLabelText('Icon URL'), '/api/media/image/ts.svg');
    await user.type(within(dialog).getByLabelText('Link URL'), 'https://www.typescriptlang.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Tool saved successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(row('TypeScript')).toBeInTheDocument());
    expect(mockDb.lastWrite()).toEqual({
      method: 'POST',
      path: '/api/tool',
      body: {
        name: 'TypeScript',
        icon: '/api/media/image/ts.svg',
        link: 'https://www.typescriptlang.org',
      },
    });
  });

  it('edits a tool in a prefilled Edit Tool dialog', async () => {
    mockDb.tool.seed({ name: 'React' });
    const { user } = await openTools();

    await user.click(screen.getByRole('button', { name: 'Edit React' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tool' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('React');
    expect(within(dialog).getByLabelText('Icon URL')).toHaveValue('/api/media/image/react.svg');
    expect(within(dialog).getByLabelText('Link URL')).toHaveValue('https://example.com/react');

    await user.clear(within(dialog).getByLabelText('Link URL'));
    await user.type(within(dialog).getByLabelText('Link URL'), 'https://react.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Tool saved successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row('React')).getByRole('link')).toHaveAttribute('href', 'https://react.dev'),
    );
    expect(mockDb.lastWrite()?.path).toBe('/api/tool/1');
  });

  it("shows 'Failed to create Tool' and the server's field error when a save is refused", async () => {
    // Any refusal the form cannot foresee: a 400 with a field error, as the document allows.
    server.use(
      http.post('/api/tool', ({ response }) =>
        response(400).json(
          envelope(1002, 'Failed to create Tool', [
            { path: 'name', message: 'Name is not allowed' },
          ]),
        ),
      ),
    );
    const { user } = await openTools();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Tool' });
    await user.type(within(dialog).getByLabelText('Name'), 'react');
    await user.type(within(dialog).getByLabelText('Icon URL'), '/api/media/image/r.svg');
    await user.type(within(dialog).getByLabelText('Link URL'), 'https://react.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create Tool');
    expect(within(dialog).getByText('Name is not allowed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add Tool' })).toBeInTheDocument();
  });

  it('deletes a tool after the confirmation', async () => {
    mockDb.tool.seed({ name: 'React' }, { name: 'Vue' });
    const { user } = await openTools();

    await user.click(screen.getByRole('button', { name: 'Delete Vue' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Tool deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('Vue')).not.toBeInTheDocument());
    expect(mockDb.tool.all().map((tool) => tool.name)).toEqual(['React']);
  });
});
