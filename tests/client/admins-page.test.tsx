import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessDb, mockDb } from '../mocks';
import { cellTexts, columnHeaders, openListPage } from './list-page';
import { recordRequests } from './request-log';

const PASSWORD_MESSAGE = 'Password must be longer than 8 characters';

const openAdmins = () => openListPage('/admin/admins', 'Admins');

const table = () => screen.getByRole('table', { name: 'Admins' });

const rows = () => cellTexts(table(), 2);

const writes = (requests: { method: string }[]) =>
  requests.filter((request) => request.method !== 'GET');

describe('admins page', () => {
  it('lists Username, Active (Yes/No) and Actions', async () => {
    mockDb.seedAdmin('alice');
    mockDb.seedAdmin('bob', 'password123', false);
    await openAdmins();

    expect(columnHeaders(table())).toEqual(['Username', 'Active', 'Actions']);
    expect(rows()).toEqual([
      ['alice', 'Yes'],
      ['bob', 'No'],
    ]);
  });

  it('opens Add Admin with a masked password and Active fixed to Active', async () => {
    const { user } = await openAdmins();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Admin' });

    expect(within(dialog).getByLabelText('Username')).toHaveValue('');
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('type', 'password');
    const active = within(dialog).getByRole('combobox', { name: 'Active' });
    expect(active).toBeDisabled();
    expect(active).toHaveValue('true');
    expect(
      within(active)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Active', 'Inactive']);
    expect(within(active).getByRole('option', { name: 'Active' })).toHaveProperty('selected', true);
  });

  it('requires a username and a password of at least 8 characters before any call', async () => {
    const requests = recordRequests();
    const { user } = await openAdmins();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Admin' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText(PASSWORD_MESSAGE)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Password'), 'seven77');
    expect(within(dialog).getByText(PASSWORD_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Username'));
    await user.paste('u'.repeat(51));
    expect(within(dialog).getByText('Username is too long')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(writes(requests)).toHaveLength(0);
  });

  it('adds an admin with username and password', async () => {
    const { user } = await openAdmins();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Admin' });

    await user.type(within(dialog).getByLabelText('Username'), 'carol');
    await user.type(within(dialog).getByLabelText('Password'), 'long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Admin saved successfully')).toBeInTheDocument();
    expect(mockDb.lastWrite()).toEqual({
      method: 'POST',
      path: '/api/admin',
      body: { username: 'carol', password: 'long enough' },
    });
    expect(mockDb.passwords.get(1)).toBe('long enough');
    await waitFor(() => expect(rows()).toEqual([['carol', 'Yes']]));
  });

  it('edits the status and leaves an empty password out of the update', async () => {
    const alice = mockDb.seedAdmin('alice', 'old password');
    mockDb.seedAdmin('bob');
    const { user } = await openAdmins();

    await user.click(screen.getByRole('button', { name: 'Edit alice' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Admin' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('alice');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    const active = within(dialog).getByRole('combobox', { name: 'Active' });
    expect(active).toBeEnabled();
    expect(active).toHaveValue('true');

    await user.selectOptions(active, 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Admin saved successfully')).toBeInTheDocument();
    const write = mockDb.lastWrite();
    expect(write).toEqual({
      method: 'PUT',
      path: `/api/admin/${alice.adminId}`,
      body: { username: 'alice', active: false },
    });
    expect(write?.body).not.toHaveProperty('password');
    expect(mockDb.passwords.get(alice.adminId)).toBe('old password');
    await waitFor(() =>
      expect(rows()).toEqual([
        ['alice', 'No'],
        ['bob', 'Yes'],
      ]),
    );
  });

  it('checks a new password given on edit and sends it', async () => {
    const alice = mockDb.seedAdmin('alice', 'old password');
    const requests = recordRequests();
    const { user } = await openAdmins();

    await user.click(screen.getByRole('button', { name: 'Edit alice' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Admin' });
    const password = within(dialog).getByLabelText('Password');

    await user.type(password, 'short');
    expect(within(dialog).getByText(PASSWORD_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(writes(requests)).toHaveLength(0);

    await user.type(password, ' but now longer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Admin saved successfully')).toBeInTheDocument();
    expect(mockDb.lastWrite()?.body).toEqual({
      username: 'alice',
      password: 'short but now longer',
      active: true,
    });
    expect(mockDb.passwords.get(alice.adminId)).toBe('short but now longer');
  });

  it("shows 'Failed to create Admin' and the username error when it is taken", async () => {
    mockDb.seedAdmin('alice');
    const { user } = await openAdmins();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Admin' });

    await user.type(within(dialog).getByLabelText('Username'), 'Alice');
    await user.type(within(dialog).getByLabelText('Password'), 'long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create Admin');
    expect(within(dialog).getByText('Username is already used')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes an admin after the confirmation', async () => {
    mockDb.seedAdmin('alice');
    mockDb.seedAdmin('bob');
    const { user } = await openAdmins();

    await user.click(screen.getByRole('button', { name: 'Delete bob' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('Admin deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual([['alice', 'Yes']]));
  });
});

describe('admins page: clearing two-factor sign-in', () => {
  it("offers to clear another admin's two-factor after confirmation, never one's own", async () => {
    // The signed-in mock admin is adminId 1: seeded first, it is 'admin' itself.
    mockDb.seedAdmin('admin');
    const ada = mockDb.seedAdmin('ada');
    const { user } = await openAdmins();

    const own = within(table()).getAllByRole('row')[1]!;
    expect(within(own).queryByRole('button', { name: /Clear two-factor/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear two-factor for ada' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText(/they sign in with the password alone/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(accessDb.clearedTwoFactor).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear two-factor for ada' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Two-factor sign-in cleared for ada')).toBeInTheDocument();
    expect(accessDb.clearedTwoFactor).toEqual([ada.adminId]);
  });
});
