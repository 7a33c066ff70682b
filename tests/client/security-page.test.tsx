import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  accessDb,
  MOCK_ADMIN,
  MOCK_QR_SVG,
  MOCK_RECOVERY_CODES,
  MOCK_TOTP_CODE,
  MOCK_TOTP_SECRET,
  mockDb,
} from '../mocks';
import { server } from '../mocks/server';
import { columnHeaders } from './list-page';
import { renderAdmin } from './render-admin';
import { recordRequests } from './request-log';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function openSecurity() {
  mockDb.signedIn = true;
  const view = renderAdmin('/admin/security');
  await screen.findByRole('heading', { level: 1, name: 'Security' });
  return view;
}

const panel = (name: string) => screen.getByRole('region', { name });

async function twoFactorPanel() {
  const region = await screen.findByRole('region', { name: 'Two-factor sign-in' });
  await waitFor(() =>
    expect(within(region).queryByText('Loading two-factor sign-in…')).not.toBeInTheDocument(),
  );
  return region;
}

function sessionRows(): HTMLElement[] {
  return within(within(panel('Sessions')).getByRole('table', { name: 'Sessions' }))
    .getAllByRole('row')
    .slice(1);
}

function tokenRows(): HTMLElement[] {
  return within(within(panel('API tokens')).getByRole('table', { name: 'API tokens' }))
    .getAllByRole('row')
    .slice(1);
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('security page: two-factor sign-in', () => {
  it('is reached from the sidebar', async () => {
    mockDb.signedIn = true;
    const { user, currentPath } = renderAdmin('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await user.click(within(nav).getByRole('link', { name: 'Security' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/security');
    expect(document.title).toBe('Security · Admin');
  });

  it('sets up: QR code as an image, the key to type in, a code, then ten recovery codes once', async () => {
    const { user } = await openSecurity();
    const region = await twoFactorPanel();
    expect(within(region).getByText('Off')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Set up' }));

    const qr = await within(region).findByRole('img', { name: 'QR code' });
    // The Set up button is gone: focus went on to the set-up, not back to the page.
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(src.slice('data:image/svg+xml;base64,'.length))).toBe(MOCK_QR_SVG);
    // The server's SVG is shown as an image only, never put into the page as markup.
    expect(region.querySelector('svg path[d="M0 0h2v2H0z"]')).toBeNull();
    expect(within(region).getByLabelText('Key for manual entry')).toHaveTextContent(
      MOCK_TOTP_SECRET,
    );
    expect(within(region).getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\//),
    );

    const code = within(region).getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '000000');
    await user.click(within(region).getByRole('button', { name: 'Turn on' }));
    expect(await within(region).findByText('The code is wrong')).toBeInTheDocument();
    expect(accessDb.twoFactor.enabled).toBe(false);

    await user.clear(code);
    await user.type(code, MOCK_TOTP_CODE);
    await user.click(within(region).getByRole('button', { name: 'Turn on' }));

    const list = await within(region).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(MOCK_RECOVERY_CODES);
    expect(within(region).getByText(/Save these now/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    expect(accessDb.twoFactor.enabled).toBe(true);

    await user.click(within(region).getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByText('Recovery codes copied to clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${MOCK_RECOVERY_CODES.join('\n')}\n`,
    );

    await user.click(within(region).getByRole('button', { name: 'I have saved them' }));
    // Shown once: gone from the page for good, and the status reads on.
    expect(within(region).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(region).queryByText(MOCK_RECOVERY_CODES[0]!)).not.toBeInTheDocument();
    expect(await within(region).findByText('On')).toBeInTheDocument();
    expect(within(region).getByText(/10 recovery codes left/)).toBeInTheDocument();
  });

  it('reads the key from the otpauth URL when the answer has no separate key', async () => {
    server.use(
      http.post('*/auth/2fa/setup', () =>
        HttpResponse.json({
          otpauthUrl: `otpauth://totp/Portfolio:admin?secret=ABCDEFGHIJKLMNOP&issuer=Portfolio`,
          secret: '',
          qrCode: MOCK_QR_SVG,
        }),
      ),
    );
    const { user } = await openSecurity();
    const region = await twoFactorPanel();
    await user.click(within(region).getByRole('button', { name: 'Set up' }));

    expect(await within(region).findByLabelText('Key for manual entry')).toHaveTextContent(
      'ABCDEFGHIJKLMNOP',
    );
  });

  it('can cancel a set-up, leaving two-factor off', async () => {
    const { user } = await openSecurity();
    const region = await twoFactorPanel();
    await user.click(within(region).getByRole('button', { name: 'Set up' }));
    await within(region).findByRole('img', { name: 'QR code' });

    await user.click(within(region).getByRole('button', { name: 'Cancel' }));

    expect(within(region).queryByRole('img', { name: 'QR code' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Set up' })).toBeInTheDocument();
    expect(accessDb.twoFactor.enabled).toBe(false);
  });

  it('turns off only with the password and a code, showing what was wrong', async () => {
    accessDb.enableTwoFactor();
    const { user } = await openSecurity();
    const region = await twoFactorPanel();
    expect(within(region).getByText('On')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Turn off' }));
    const requests = recordRequests();
    await user.click(within(region).getByRole('button', { name: 'Turn off' }));
    expect(within(region).getByText('Password is required')).toBeInTheDocument();
    expect(within(region).getByText('Code is required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.type(within(region).getByLabelText('Password'), 'not my password');
    await user.type(within(region).getByLabelText('Authentication code'), MOCK_TOTP_CODE);
    await user.click(within(region).getByRole('button', { name: 'Turn off' }));
    expect(await within(region).findByText('The password is wrong')).toBeInTheDocument();
    expect(accessDb.twoFactor.enabled).toBe(true);

    await user.clear(within(region).getByLabelText('Password'));
    await user.type(within(region).getByLabelText('Password'), MOCK_ADMIN.password);
    await user.click(within(region).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('Two-factor sign-in is off')).toBeInTheDocument();
    expect(await within(region).findByText('Off')).toBeInTheDocument();
    expect(accessDb.twoFactor.enabled).toBe(false);
  });

  it('turns off with a recovery code typed on the full keyboard', async () => {
    accessDb.enableTwoFactor();
    const { user } = await openSecurity();
    const region = await twoFactorPanel();
    await user.click(within(region).getByRole('button', { name: 'Turn off' }));

    await user.click(within(region).getByRole('button', { name: 'Use a recovery code' }));
    const code = within(region).getByLabelText('Authentication code');
    expect(code).toHaveAttribute('inputmode', 'text');
    await user.type(within(region).getByLabelText('Password'), MOCK_ADMIN.password);
    await user.type(code, MOCK_RECOVERY_CODES[3]!.toUpperCase());
    await user.click(within(region).getByRole('button', { name: 'Turn off' }));

    expect(await within(region).findByText('Off')).toBeInTheDocument();
  });
});

describe('security page: sessions', () => {
  it('lists each session readably, this device first and marked, with Sign out for the others', async () => {
    accessDb.seedSession({
      sessionId: 'old-phone',
      userAgent: SAFARI_IPHONE,
      createdAt: new Date(2024, 4, 2, 9, 15).toISOString(),
      lastSeenAt: new Date(2024, 4, 3, 18, 40).toISOString(),
    });
    accessDb.seedSession({
      sessionId: 'this-one',
      userAgent: FIREFOX_LINUX,
      current: true,
      createdAt: new Date(2024, 4, 5, 8, 0).toISOString(),
      lastSeenAt: new Date(2024, 4, 5, 8, 30).toISOString(),
    });
    accessDb.seedSession({ sessionId: 'script', userAgent: null });
    await openSecurity();
    await waitFor(() => expect(sessionRows()).toHaveLength(3));

    expect(columnHeaders(within(panel('Sessions')).getByRole('table'))).toEqual([
      'Device',
      'Signed in',
      'Last seen',
      'Actions',
    ]);
    const [first, second, third] = sessionRows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(cells(first)).toEqual([
      'Firefox 128 on LinuxThis device',
      '05.05.2024 08:00',
      '05.05.2024 08:30',
      '',
    ]);
    expect(within(first).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(cells(second).slice(0, 3)).toEqual([
      'Safari 17 on iOS',
      '02.05.2024 09:15',
      '03.05.2024 18:40',
    ]);
    expect(within(second).getByRole('button', { name: 'Sign out' })).toHaveAccessibleDescription(
      'Safari 17 on iOS',
    );
    expect(within(third).getByText('Unknown device')).toBeInTheDocument();
  });

  it('signs out one other session', async () => {
    accessDb.seedSession({ sessionId: 'this-one', userAgent: FIREFOX_LINUX, current: true });
    accessDb.seedSession({ sessionId: 'laptop', userAgent: CHROME_WINDOWS });
    const requests = recordRequests();
    const { user } = await openSecurity();
    await waitFor(() => expect(sessionRows()).toHaveLength(2));

    const laptop = sessionRows().find((row) => row.textContent?.includes('Chrome 126 on Windows'));
    await user.click(within(laptop!).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Signed out Chrome 126 on Windows')).toBeInTheDocument();
    await waitFor(() => expect(sessionRows()).toHaveLength(1));
    expect(accessDb.sessions.map((session) => session.sessionId)).toEqual(['this-one']);
    expect(
      requests.some(
        (request) => request.method === 'DELETE' && request.url.pathname === '/api/session/laptop',
      ),
    ).toBe(true);
    // Nobody else is signed in: nothing left to sign out everywhere else.
    expect(
      within(panel('Sessions')).queryByRole('button', { name: 'Sign out everywhere else' }),
    ).not.toBeInTheDocument();
    expect(within(panel('Sessions')).getByText('You are signed in on this device only.'));
  });

  it('signs out everywhere else, keeping this device', async () => {
    accessDb.seedSession({ sessionId: 'this-one', userAgent: FIREFOX_LINUX, current: true });
    accessDb.seedSession({ sessionId: 'laptop', userAgent: CHROME_WINDOWS });
    accessDb.seedSession({ sessionId: 'phone', userAgent: SAFARI_IPHONE });
    const { user } = await openSecurity();
    await waitFor(() => expect(sessionRows()).toHaveLength(3));

    await user.click(
      within(panel('Sessions')).getByRole('button', { name: 'Sign out everywhere else' }),
    );

    expect(await screen.findByText('Signed out 2 other sessions')).toBeInTheDocument();
    await waitFor(() => expect(sessionRows()).toHaveLength(1));
    expect(within(sessionRows()[0]!).getByText('This device')).toBeInTheDocument();
  });
});

describe('security page: API tokens', () => {
  it('lists name, scope, created, expiry and last use, never a secret', async () => {
    accessDb.seedToken({
      name: 'Backup script',
      scope: 'read',
      createdAt: new Date(2024, 0, 10, 12, 0).toISOString(),
      expiresAt: null,
      lastUsedAt: new Date(2024, 0, 11, 7, 5).toISOString(),
    });
    accessDb.seedToken({
      name: 'Deploy',
      scope: 'write',
      createdAt: new Date(2024, 0, 12, 12, 0).toISOString(),
      expiresAt: new Date(2999, 11, 31, 23, 59).toISOString(),
    });
    await openSecurity();
    await waitFor(() => expect(tokenRows()).toHaveLength(2));

    expect(columnHeaders(within(panel('API tokens')).getByRole('table'))).toEqual([
      'Name',
      'Scope',
      'Created',
      'Expires',
      'Last used',
      'Actions',
    ]);
    const byName = (name: string) => tokenRows().find((row) => cells(row)[0] === name)!;
    expect(cells(byName('Backup script')).slice(0, 5)).toEqual([
      'Backup script',
      'Read only',
      '10.01.2024',
      'Never',
      '11.01.2024 07:05',
    ]);
    expect(cells(byName('Deploy')).slice(0, 5)).toEqual([
      'Deploy',
      'Read and write',
      '12.01.2024',
      '31.12.2999',
      'Never',
    ]);
  });

  it('creates a token and shows it exactly once, with a copy button', async () => {
    const { user } = await openSecurity();
    await within(panel('API tokens')).findByText('No API tokens yet');

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Deploy script');
    const scope = within(dialog).getByRole('combobox', { name: 'Scope' });
    expect(
      within(scope)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Read only', 'Read and write']);
    await user.selectOptions(scope, 'Read and write');
    await user.type(within(dialog).getByLabelText('Expires'), '30.06.2999');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'Token created' });
    expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(within(shown).getByLabelText('Token Deploy script')).toHaveTextContent(
      'pcms_mock-secret-1',
    );
    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(await screen.findByText('Token copied to clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('pcms_mock-secret-1');

    const created = accessDb.tokens[0]!;
    expect(created).toMatchObject({ name: 'Deploy script', scope: 'write' });
    // The chosen day is the last one the token works, in the admin's own time zone.
    expect(new Date(created.expiresAt!).getDate()).toBe(30);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('pcms_mock-secret-1')).not.toBeInTheDocument();
    await waitFor(() => expect(cells(tokenRows()[0]!)[0]).toBe('Deploy script'));
  });

  it('refuses an expiry day in the past before any call', async () => {
    const { user } = await openSecurity();
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API token' });
    const requests = recordRequests();

    await user.type(within(dialog).getByLabelText('Name'), 'Old');
    await user.type(within(dialog).getByLabelText('Expires'), '01.01.2001');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(within(dialog).getByText('Expiry must be in the future')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('revokes a token after confirmation', async () => {
    accessDb.seedToken({ name: 'Backup script' });
    accessDb.seedToken({ name: 'Deploy' });
    const { user } = await openSecurity();
    await waitFor(() => expect(tokenRows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Revoke Deploy' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(confirm).toHaveAccessibleDescription(
      'Revoke the token “Deploy”? This action cannot be undone',
    );
    expect(within(confirm).getByText('Deploy')).toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(accessDb.tokens).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Revoke Deploy' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    await waitFor(() => expect(tokenRows()).toHaveLength(1));
    expect(accessDb.tokens.map((token) => token.name)).toEqual(['Backup script']);
  });
});

describe('security page: change password', () => {
  async function passwordPanel() {
    const view = await openSecurity();
    const region = panel('Change password');
    return { ...view, region };
  }

  it('checks the new password and its repeat before any call, then changes it with the current one', async () => {
    const { user, region } = await passwordPanel();
    const requests = recordRequests();
    const current = within(region).getByLabelText('Current password');
    const next = within(region).getByLabelText('New password');
    const repeat = within(region).getByLabelText('Repeat new password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(repeat).toHaveAttribute('autocomplete', 'new-password');

    await user.type(current, MOCK_ADMIN.password);
    await user.type(next, 'short');
    await user.type(repeat, 'shorter');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(
      within(region).getByText('Password must be longer than 8 characters'),
    ).toBeInTheDocument();
    expect(within(region).getByText('The passwords do not match')).toBeInTheDocument();
    expect(requests.filter((entry) => entry.method !== 'GET')).toEqual([]);

    await user.clear(next);
    await user.type(next, 'a-brand-new-passphrase');
    await user.clear(repeat);
    await user.type(repeat, 'a-brand-new-passphrase');
    await user.clear(current);
    await user.type(current, 'not-my-password');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(await within(region).findByText('The current password is wrong')).toBeInTheDocument();
    expect(accessDb.passwordChangedTo).toBeNull();

    await user.clear(current);
    await user.type(current, MOCK_ADMIN.password);
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Your other sessions and API tokens were ended.'),
    ).toBeInTheDocument();
    expect(accessDb.passwordChangedTo).toBe('a-brand-new-passphrase');
    await waitFor(() => expect(within(region).getByLabelText('Current password')).toHaveValue(''));
    expect(within(region).getByLabelText('New password')).toHaveValue('');
  });
});

describe('confirming before a sensitive change', () => {
  it('asks for the password in a dialog, then sends the change again with the form as it was', async () => {
    const { user } = await openSecurity();
    const region = panel('Change password');
    accessDb.confirmed = false;

    await user.type(within(region).getByLabelText('Current password'), MOCK_ADMIN.password);
    await user.type(within(region).getByLabelText('New password'), 'a-brand-new-passphrase');
    await user.type(within(region).getByLabelText('Repeat new password'), 'a-brand-new-passphrase');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    // The form under the dialog keeps what was typed while it waits.
    expect(within(region).getByLabelText('New password')).toHaveValue('a-brand-new-passphrase');
    expect(accessDb.passwordChangedTo).toBeNull();

    await user.type(password, 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The password is wrong')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, MOCK_ADMIN.password);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Password changed. Your other sessions and API tokens were ended.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).not.toBeInTheDocument();
    expect(accessDb.confirmations).toEqual([
      { password: 'not-my-password' },
      { password: MOCK_ADMIN.password },
    ]);
    expect(accessDb.passwordChangedTo).toBe('a-brand-new-passphrase');
  });

  it('keeps an open token dialog and its values when the confirmation is cancelled, and retries on the next try', async () => {
    const { user } = await openSecurity();
    await within(panel('API tokens')).findByText('No API tokens yet');
    accessDb.confirmed = false;

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const tokenDialog = screen.getByRole('dialog', { name: 'Create API token' });
    await user.type(within(tokenDialog).getByLabelText('Name'), 'Deploy script');
    await user.selectOptions(
      within(tokenDialog).getByRole('combobox', { name: 'Scope' }),
      'Read and write',
    );
    await user.click(within(tokenDialog).getByRole('button', { name: 'Create' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Confirm your password to continue.')).toBeInTheDocument();
    expect(accessDb.tokens).toEqual([]);
    const still = screen.getByRole('dialog', { name: 'Create API token' });
    expect(within(still).getByLabelText('Name')).toHaveValue('Deploy script');

    await user.click(within(still).getByRole('button', { name: 'Create' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(again).getByLabelText('Password'), MOCK_ADMIN.password);
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Token created' })).toBeInTheDocument();
    expect(accessDb.tokens[0]).toMatchObject({ name: 'Deploy script', scope: 'write' });
  });

  it('takes an authentication code instead when two-factor sign-in is on', async () => {
    accessDb.enableTwoFactor();
    accessDb.seedSession({ current: true, userAgent: FIREFOX_LINUX });
    accessDb.seedSession({ userAgent: SAFARI_IPHONE });
    const { user } = await openSecurity();
    accessDb.confirmed = false;
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Use an authentication code instead' }),
    );
    await user.type(within(dialog).getByLabelText('Authentication code'), MOCK_TOTP_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).not.toBeInTheDocument(),
    );
    expect(accessDb.confirmations).toEqual([{ code: MOCK_TOTP_CODE }]);
    expect(await screen.findByText('Signed out 1 other session')).toBeInTheDocument();
    expect(accessDb.sessions).toHaveLength(1);
  });
});
