import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_ADMIN } from '../mocks/mock-db';
import { server } from '../mocks/server';
import { renderAdmin } from './render-admin';
import { recordRequests } from './request-log';

async function openLogin() {
  const view = renderAdmin('/admin/login');
  await screen.findByRole('heading', { name: 'Admin' });
  return view;
}

describe('login page', () => {
  it('shows the Admin title, a username field, a masked password field and a Login button', async () => {
    await openLogin();

    expect(screen.getByLabelText('Username')).toHaveAttribute('placeholder', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    // The sidebar is hidden on the login page.
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('signs in and replaces the route with the dashboard', async () => {
    const { user, currentPath } = await openLogin();

    await user.type(screen.getByLabelText('Username'), MOCK_ADMIN.username);
    await user.type(screen.getByLabelText('Password'), MOCK_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it("shows 'Bad credentials' for a 2001 reply and stays on the login page", async () => {
    const { user, currentPath } = await openLogin();

    await user.type(screen.getByLabelText('Username'), MOCK_ADMIN.username);
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Bad credentials');
    expect(currentPath()).toBe('/admin/login');
  });

  it("shows 'Connection error, try again later' when no response comes back", async () => {
    server.use(http.post('*/auth/login', () => HttpResponse.error()));
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'anything');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Connection error, try again later');
  });

  it("shows 'Unknown error: {code}' for any other code", async () => {
    server.use(
      http.post('*/auth/login', () =>
        HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'anything');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error: 500');
  });

  it('requires both fields and sends nothing while one is empty', async () => {
    const { user } = await openLogin();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    // The first field in error takes focus, so keyboard users land where the problem is.
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname === '/auth/login')).toHaveLength(0);
  });

  it('checks a field when it is left and again while typing', async () => {
    const { user } = await openLogin();

    await user.click(screen.getByLabelText('Username'));
    await user.tab();
    expect(screen.getByText('Username is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'a');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Username'));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
  });
});
