import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  accessDb,
  MOCK_ADMIN,
  MOCK_RECOVERY_CODES,
  MOCK_TOTP_CODE,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from '../mocks';
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

describe('login page with two-factor sign-in on', () => {
  async function passFirstStep() {
    accessDb.enableTwoFactor();
    const view = await openLogin();
    await view.user.type(screen.getByLabelText('Username'), MOCK_ADMIN.username);
    await view.user.type(screen.getByLabelText('Password'), MOCK_ADMIN.password);
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByLabelText('Authentication code');
    return view;
  }

  it('asks for the code in a second step after the right password, with a field for one-time codes', async () => {
    const { currentPath } = await passFirstStep();

    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByText(/or a recovery code/)).toBeInTheDocument();
    // The first step's fields are gone; nothing went wrong, so nothing is announced.
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(accessDb.logins).toEqual([
      { username: MOCK_ADMIN.username, password: MOCK_ADMIN.password },
    ]);
  });

  it('sends username, password and code together and goes to the dashboard', async () => {
    const { user, currentPath } = await passFirstStep();

    await user.type(screen.getByLabelText('Authentication code'), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
    expect(accessDb.logins.at(-1)).toEqual({
      username: MOCK_ADMIN.username,
      password: MOCK_ADMIN.password,
      code: MOCK_TOTP_CODE,
    });
  });

  it("shows the server's message for a wrong code and lets the user try again", async () => {
    const { user, currentPath } = await passFirstStep();

    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_REQUIRED_MESSAGE);
    expect(currentPath()).toBe('/admin/login');
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();

    await user.type(code, MOCK_TOTP_CODE);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('takes a recovery code in place of the authenticator code', async () => {
    const { user } = await passFirstStep();

    await user.type(screen.getByLabelText('Authentication code'), MOCK_RECOVERY_CODES[0]!);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(accessDb.logins.at(-1)).toMatchObject({ code: MOCK_RECOVERY_CODES[0] });
  });

  it('requires a code before sending anything', async () => {
    const { user } = await passFirstStep();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByText('Code is required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('goes back to the first step with the username kept', async () => {
    const { user } = await passFirstStep();

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByLabelText('Username')).toHaveValue(MOCK_ADMIN.username);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("still answers a wrong password with 'Bad credentials' and no second step", async () => {
    accessDb.enableTwoFactor();
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Username'), MOCK_ADMIN.username);
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Bad credentials');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });
});
