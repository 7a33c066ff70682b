import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN, mockDb } from '../mocks';
import { renderAdmin } from './render-admin';

async function openAddCategory() {
  mockDb.signedIn = true;
  const view = renderAdmin('/admin/categories');
  await screen.findByRole('heading', { name: 'Categories' });
  await view.user.click(screen.getByRole('button', { name: 'Add' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Add Category' }) };
}

describe('no lost edits', () => {
  it('closes an untouched dialog at once and asks before closing one with edits', async () => {
    const { user, dialog } = await openAddCategory();
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Name'), 'Lighthouses');
    await user.keyboard('{Escape}');
    const question = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();

    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Lighthouses');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Add Category' })).not.toBeInTheDocument();
  });

  it('keeps the open form when the session ends, says so, and saves after signing in again', async () => {
    const { user, currentPath } = await openAddCategory();
    await user.type(screen.getByLabelText('Name'), 'Beacons');

    mockDb.signedIn = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const expired = await screen.findByRole('alertdialog', { name: 'Session expired' });
    expect(expired).toHaveAccessibleDescription(
      'Your session has expired. Sign in again; your changes are kept.',
    );
    expect(currentPath()).toBe('/admin/categories');
    expect(screen.getByRole('dialog', { name: 'Add Category', hidden: true })).toBeInTheDocument();
    expect(within(expired).getByLabelText('Username')).toHaveValue(MOCK_ADMIN.username);
    expect(within(expired).getByLabelText('Password')).toHaveFocus();

    await user.type(within(expired).getByLabelText('Password'), MOCK_ADMIN.password);
    await user.click(within(expired).getByRole('button', { name: 'Login' }));
    await screen.findByRole('dialog', { name: 'Add Category' });
    expect(screen.queryByRole('alertdialog', { name: 'Session expired' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Beacons');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category saved successfully')).toBeInTheDocument();
    expect(mockDb.category.all().map((category) => category.name)).toEqual(['Beacons']);
  });

  it('returns a signed-out deep link to its page after signing in', async () => {
    const { user, currentPath } = renderAdmin('/admin/categories?search=Web');
    await screen.findByRole('heading', { name: 'Admin' });
    expect(currentPath()).toBe('/admin/login');

    await user.type(screen.getByLabelText('Username'), MOCK_ADMIN.username);
    await user.type(screen.getByLabelText('Password'), MOCK_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/categories');
  });
});
