import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../mocks';
import { cellTexts, columnHeaders, openListPage } from './list-page';
import { listQueries, recordRequests } from './request-log';

const openSkillsets = () => openListPage('/admin/skillsets', 'Skillsets');

const table = () => screen.getByRole('table', { name: 'Skillsets' });

const rows = () => cellTexts(table(), 2);

describe('skillsets page', () => {
  it('lists Name, Order and Actions in ascending order', async () => {
    mockDb.skillset.seed({ name: 'Backend', order: 2 }, { name: 'Frontend', order: 1 });
    const requests = recordRequests();
    await openSkillsets();

    expect(columnHeaders(table())).toEqual(['Name', 'Order', 'Actions']);
    expect(rows()).toEqual([
      ['Frontend', '1'],
      ['Backend', '2'],
    ]);
    expect(listQueries(requests, '/api/skillset').at(-1)).toEqual({
      page: '1',
      limit: '25',
      sort: 'order:asc',
    });
  });

  it('adds a skillset by name only, checked before any call', async () => {
    mockDb.skillset.seed({ name: 'Frontend', order: 1 });
    const requests = recordRequests();
    const { user } = await openSkillsets();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Skillset' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).queryByLabelText('Order')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('x'.repeat(101));
    expect(within(dialog).getByText('Name is too long')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'DevOps');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Skillset saved successfully')).toBeInTheDocument();
    expect(mockDb.lastWrite()).toEqual({
      method: 'POST',
      path: '/api/skillset',
      body: { name: 'DevOps' },
    });
    await waitFor(() =>
      expect(rows()).toEqual([
        ['Frontend', '1'],
        ['DevOps', '2'],
      ]),
    );
  });

  it('edits the name and order, checking the order as a whole number not below 0', async () => {
    mockDb.skillset.seed({ name: 'Frontend', order: 1 }, { name: 'Backend', order: 2 });
    const requests = recordRequests();
    const { user } = await openSkillsets();

    await user.click(screen.getByRole('button', { name: 'Edit Backend' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Skillset' });
    const order = within(dialog).getByLabelText('Order');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Backend');
    expect(order).toHaveValue(2);

    await user.clear(order);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Order must be a whole number')).toBeInTheDocument();
    await user.type(order, '1.5');
    expect(within(dialog).getByText('Order must be a whole number')).toBeInTheDocument();
    await user.clear(order);
    await user.type(order, '-1');
    expect(within(dialog).getByText('Order cannot be less than 0')).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);

    await user.clear(order);
    await user.type(order, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Skillset saved successfully')).toBeInTheDocument();
    expect(mockDb.lastWrite()).toEqual({
      method: 'PUT',
      path: '/api/skillset/2',
      body: { name: 'Backend', order: 0 },
    });
    await waitFor(() =>
      expect(rows()).toEqual([
        ['Backend', '0'],
        ['Frontend', '1'],
      ]),
    );
  });

  it("shows 'Failed to delete Skillset' while it still has skills", async () => {
    const [frontend] = mockDb.skillset.seed({ name: 'Frontend', order: 1 });
    mockDb.seedSkill('React', frontend!);
    const { user } = await openSkillsets();

    await user.click(screen.getByRole('button', { name: 'Delete Frontend' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete Skillset');
    expect(rows()).toEqual([['Frontend', '1']]);
  });

  it('deletes a skillset after the confirmation', async () => {
    mockDb.skillset.seed({ name: 'Frontend', order: 1 }, { name: 'Backend', order: 2 });
    const { user } = await openSkillsets();

    await user.click(screen.getByRole('button', { name: 'Delete Frontend' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('Skillset deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual([['Backend', '2']]));
  });
});
