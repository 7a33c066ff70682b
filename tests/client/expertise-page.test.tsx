import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { columnHeaders, openListPage } from './list-page';
import { recordRequests } from './request-log';

const openExpertise = () => openListPage('/admin/expertise', 'Expertise');

const table = () => screen.getByRole('table', { name: 'Expertise' });

function rowOf(name: string): HTMLElement {
  const row = within(table())
    .getAllByRole('row')
    .find((tr) => within(tr).queryAllByRole('cell')[1]?.textContent === name);
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('expertise page', () => {
  it('lists Icon, Name and Actions, with the svg icon as a decorative image', async () => {
    mockDb.expertise.seed({
      icon: '/api/media/image/frontend.svg',
      name: 'Frontend',
      description: 'Interfaces people enjoy',
    });
    await openExpertise();

    expect(columnHeaders(table())).toEqual(['Icon', 'Name', 'Actions']);
    const icon = rowOf('Frontend').querySelector('img');
    expect(icon).toHaveAttribute('src', '/api/media/image/frontend.svg');
    expect(icon).toHaveAttribute('alt', '');
  });

  it('checks icon, name and description before any call', async () => {
    const requests = recordRequests();
    const { user } = await openExpertise();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Expertise' });
    for (const label of ['Icon', 'Name', 'Description']) {
      expect(within(dialog).getByLabelText(label)).toHaveValue('');
    }
    expect(within(dialog).getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Icon is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Icon'));
    await user.paste(`https://example.com/${'i'.repeat(2030)}.svg`);
    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('n'.repeat(101));
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('d'.repeat(1025));
    expect(within(dialog).getByText('Icon is too long')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is too long')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is too long')).toBeInTheDocument();
    expect(within(dialog).getByText('1025/1024')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('adds an expertise and says so', async () => {
    const { user } = await openExpertise();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Expertise' });
    await user.type(within(dialog).getByLabelText('Icon'), '/api/media/image/backend.svg');
    await user.type(within(dialog).getByLabelText('Name'), 'Backend');
    await user.type(within(dialog).getByLabelText('Description'), 'APIs that last');
    expect(within(dialog).getByText('14/1024')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Expertise saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Backend')).toBeInTheDocument());
    expect(mockDb.lastWrite()?.body).toEqual({
      icon: '/api/media/image/backend.svg',
      name: 'Backend',
      description: 'APIs that last',
    });
  });

  it('edits an expertise in a prefilled Edit Expertise dialog', async () => {
    mockDb.expertise.seed({
      icon: '/api/media/image/frontend.svg',
      name: 'Frontend',
      description: 'Interfaces',
    });
    const { user } = await openExpertise();

    await user.click(screen.getByRole('button', { name: 'Edit Frontend' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Expertise' });
    expect(within(dialog).getByLabelText('Icon')).toHaveValue('/api/media/image/frontend.svg');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Interfaces');

    await user.type(within(dialog).getByLabelText('Name'), ' & Design');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Expertise saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Frontend & Design')).toBeInTheDocument());
  });

  it("shows the server's field errors and 'Failed to create Expertise'", async () => {
    server.use(
      http.post('*/api/expertise', () =>
        HttpResponse.json(
          {
            statusCode: 1002,
            message: 'Failed to create Expertise',
            errors: [{ path: 'icon', message: 'Icon must be an http(s) URL or a site path' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openExpertise();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Expertise' });
    await user.type(within(dialog).getByLabelText('Icon'), '/api/media/image/x.svg');
    await user.type(within(dialog).getByLabelText('Name'), 'Cloud');
    await user.type(within(dialog).getByLabelText('Description'), 'Servers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create Expertise');
    expect(
      within(dialog).getByText('Icon must be an http(s) URL or a site path'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Icon')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes an expertise after the confirmation', async () => {
    mockDb.expertise.seed({ name: 'Frontend' }, { name: 'Backend' });
    const { user } = await openExpertise();

    await user.click(screen.getByRole('button', { name: 'Delete Backend' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('Expertise deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(() => rowOf('Backend')).toThrow());
  });
});
