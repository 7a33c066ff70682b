import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSessionEntity } from '../../src/server/modules/session/session.entity';
import { loadSettings } from '../../src/server/settings';
import {
  anotherBrowser,
  createToken,
  enableTwoFactor,
  TokenClient,
  totpCode,
} from './support/access';
import { eventually, mailEnv, startTestSmtp, type TestSmtpServer } from './support/smtp-server';
import { ADMIN_PASSWORD, ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * Sensitive changes (passwords, new admins, two-factor sign-in, write
 * tokens, ending other sessions) need a session that signed in or confirmed
 * within CONFIRM_MINUTES; a password change and a deactivation take the
 * admin's tokens and sessions with them; the owner hears of it by mail.
 */

const CONFIRM = { statusCode: 4031, message: 'Confirm your password to continue.' };
const OTHER_PASSWORD = 'a-second-long-passphrase';

/** Every session of the server signed in (and confirmed) an hour ago, as a cookie stolen then would be. */
async function ageSessions(server: TestServer, minutes = 60): Promise<void> {
  const past = new Date(Date.now() - minutes * 60_000);
  await server.orm.em
    .fork()
    .nativeUpdate(AdminSessionEntity, {}, { createdAt: past, confirmedAt: null });
}

async function signedIn(server: TestServer, username = 'admin', password = ADMIN_PASSWORD) {
  const client = new ApiClient(server.url);
  await client.login(username, password);
  return client;
}

async function canSignIn(server: TestServer, username: string, password: string) {
  const response = await new ApiClient(server.url).post('/auth/login', { username, password });
  return response.status === 200;
}

async function createAdmin(admin: ApiClient, username: string) {
  const created = await admin.post<{ adminId: number }>('/api/admin', {
    username,
    password: OTHER_PASSWORD,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.adminId;
}

async function trail(admin: ApiClient, action: string) {
  const response = await admin.get<{ items: { action: string; fields: string[] }[] }>(
    `/api/audit?action=${action}&limit=100`,
  );
  expect(response.status).toBe(200);
  return response.body.items;
}

describe('a recently confirmed session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is one that just signed in: admins and passwords change at once', async () => {
    const admin = await signedIn(server);
    const id = await createAdmin(admin, 'fresh-one');
    const changed = await admin.put(`/api/admin/${id}`, {
      username: 'fresh-one',
      password: 'yet-another-passphrase',
      active: true,
    });
    expect(changed.status).toBe(200);
    expect(await canSignIn(server, 'fresh-one', 'yet-another-passphrase')).toBe(true);
  });

  it('is needed for every sensitive change of an old session, and nothing changes without it', async () => {
    const admin = await signedIn(server);
    const me = (await admin.get<{ adminId: number }>('/auth/identity')).body.adminId;
    const other = await createAdmin(admin, 'stale-target');
    await ageSessions(server);

    const refused = [
      await admin.post('/api/admin', { username: 'thief-admin', password: OTHER_PASSWORD }),
      await admin.put(`/api/admin/${other}`, {
        username: 'stale-target',
        password: 'thief-chosen-password',
        active: true,
      }),
      await admin.put(`/api/admin/${me}`, {
        username: 'admin',
        password: 'thief-chosen-password',
        active: true,
      }),
      await admin.post('/auth/password', {
        currentPassword: ADMIN_PASSWORD,
        newPassword: 'thief-chosen-password',
      }),
      await admin.delete(`/api/admin/${other}/2fa`),
      await admin.post('/auth/2fa/enable', { code: '123456' }),
      await admin.post('/auth/2fa/disable', { password: ADMIN_PASSWORD, code: '123456' }),
      await admin.post('/api/token', { name: 'thief', scope: 'write' }),
      await admin.delete('/api/session'),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(CONFIRM);
    }
    expect(await canSignIn(server, 'admin', ADMIN_PASSWORD)).toBe(true);
    expect(await canSignIn(server, 'stale-target', OTHER_PASSWORD)).toBe(true);
    const admins = await admin.get<{ items: { username: string }[] }>('/api/admin?limit=100');
    expect(admins.body.items.map((row) => row.username)).not.toContain('thief-admin');

    // What is not sensitive goes on as before: content, a rename, a read token.
    expect((await admin.post('/api/category', { name: 'Still writable' })).status).toBe(200);
    expect(
      (await admin.put(`/api/admin/${other}`, { username: 'renamed-target', active: true })).status,
    ).toBe(200);
    expect((await admin.post('/api/token', { name: 'reader', scope: 'read' })).status).toBe(200);
  });

  it('is had again with POST /auth/confirm and the password; a wrong one is on the trail', async () => {
    const admin = await signedIn(server);
    await ageSessions(server);

    const wrong = await admin.post('/auth/confirm', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      statusCode: 400,
      message: 'The password is wrong',
      errors: [{ path: 'password', message: 'The password is wrong' }],
    });
    expect(
      (await admin.post('/api/admin', { username: 'after-wrong', password: OTHER_PASSWORD }))
        .status,
    ).toBe(403);

    const empty = await admin.post('/auth/confirm', {});
    expect(empty.status).toBe(400);
    expect((empty.body as { statusCode: number }).statusCode).toBe(400);

    const before = Date.now();
    const right = await admin.post<{ statusCode: number; confirmedUntil: string }>(
      '/auth/confirm',
      { password: ADMIN_PASSWORD },
    );
    expect(right.status).toBe(200);
    expect(right.body.statusCode).toBe(0);
    const until = Date.parse(right.body.confirmedUntil);
    expect(until).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);
    await createAdmin(admin, 'after-confirm');

    const failed = await trail(admin, 'confirm-failed');
    expect(failed[0]?.fields).toEqual(['password']);
    expect((await trail(admin, 'confirm')).length).toBeGreaterThan(0);
  });

  it('is confirmed for one browser only: a copy of an old cookie elsewhere stays unconfirmed', async () => {
    const admin = await signedIn(server);
    const laptop = await anotherBrowser(server.url, 'Laptop');
    await ageSessions(server);
    expect((await laptop.post('/auth/confirm', { password: ADMIN_PASSWORD })).status).toBe(200);
    expect(
      (await admin.post('/api/admin', { username: 'not-from-here', password: OTHER_PASSWORD }))
        .status,
    ).toBe(403);
  });

  it('takes a two-factor code instead of the password when two-factor is on, and no code when off', async () => {
    const admin = await signedIn(server);
    const off = await admin.post('/auth/confirm', { code: '123456' });
    expect(off.status).toBe(400);
    expect((off.body as { errors: { path: string }[] }).errors[0]?.path).toBe('code');

    const { secret, recoveryCodes } = await enableTwoFactor(admin);
    await ageSessions(server);
    const wrongCode = await admin.post('/auth/confirm', { code: '000000' });
    expect(wrongCode.status).toBe(400);
    expect((await admin.post('/auth/confirm', { code: await totpCode(secret, 1) })).status).toBe(
      200,
    );
    expect((await admin.post('/api/token', { name: 'writer', scope: 'write' })).status).toBe(200);

    // Turning it off asks for the password and a code on top of the confirmation.
    const disabled = await admin.post('/auth/2fa/disable', {
      password: ADMIN_PASSWORD,
      code: recoveryCodes[0],
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
  });

  it('is no business of API tokens: they cannot confirm, nor change a password', async () => {
    const admin = await signedIn(server);
    const { token } = await createToken(admin, 'write');
    const script = new TokenClient(server.url, token);
    expect((await script.post('/auth/confirm', { password: ADMIN_PASSWORD })).status).toBe(403);
    const change = await script.post('/auth/password', {
      currentPassword: ADMIN_PASSWORD,
      newPassword: 'token-chosen-password',
    });
    expect(change.status).toBe(403);
    expect(
      (await script.post('/api/admin', { username: 'by-token', password: OTHER_PASSWORD })).status,
    ).toBe(403);
  });
});

describe('CONFIRM_MINUTES', () => {
  it('is refused unless it is a number of minutes above 0 and at most 1440', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/portfolio-confirm-settings' };
    for (const value of ['0', '-5', 'ten', '1441', '10m']) {
      expect(() => loadSettings({ ...env, CONFIRM_MINUTES: value })).toThrow(
        'Invalid setting CONFIRM_MINUTES: must be a number of minutes above 0 and at most 1440',
      );
    }
    expect(loadSettings(env).confirmMs).toBe(600_000);
    expect(loadSettings({ ...env, CONFIRM_MINUTES: '2.5' }).confirmMs).toBe(150_000);
  });

  it('sets how long a sign-in counts as confirmed', async () => {
    const server = await startTestServer({ CONFIRM_MINUTES: '30' });
    try {
      const admin = await signedIn(server);
      await ageSessions(server, 20);
      await createAdmin(admin, 'within-thirty');
      await ageSessions(server, 31);
      const late = await admin.post('/api/admin', {
        username: 'too-late',
        password: OTHER_PASSWORD,
      });
      expect(late.status).toBe(403);
      expect(late.body).toEqual(CONFIRM);
    } finally {
      await server.close();
    }
  });
});

describe('wrong confirmations and turn-off attempts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('count toward the sign-in lock-out and are on the trail', async () => {
    const admin = await signedIn(server);
    const { secret } = await enableTwoFactor(admin);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await admin.post('/auth/2fa/disable', {
        password: `wrong-password-${attempt}`,
        code: '000000',
      });
      expect(wrong.status).toBe(400);
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await admin.post('/auth/confirm', { password: `wrong-${attempt}` })).status).toBe(
        400,
      );
    }
    // Ten failures from this address: it is locked for every way of guessing.
    const locked = await admin.post('/auth/confirm', { password: ADMIN_PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const disable = await admin.post('/auth/2fa/disable', {
      password: ADMIN_PASSWORD,
      code: await totpCode(secret),
    });
    expect(disable.status).toBe(429);
    const login = await new ApiClient(server.url).post('/auth/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
      code: await totpCode(secret, 1),
    });
    expect(login.status).toBe(429);
    expect((await admin.get<{ enabled: boolean }>('/auth/2fa')).body.enabled).toBe(true);

    const failedTurnOffs = await trail(admin, 'two-factor-disable-failed');
    expect(failedTurnOffs).toHaveLength(5);
    expect(failedTurnOffs[0]?.fields).toEqual(['password']);
    expect(await trail(admin, 'confirm-failed')).toHaveLength(5);
  });
});

describe('a new password or a deactivation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("revokes another admin's API tokens and sessions when their password is changed", async () => {
    const admin = await signedIn(server);
    const id = await createAdmin(admin, 'colleague');
    const colleague = await signedIn(server, 'colleague', OTHER_PASSWORD);
    const { token } = await createToken(colleague, 'write');
    const script = new TokenClient(server.url, token);
    expect((await script.get('/auth/identity')).status).toBe(200);

    const changed = await admin.put(`/api/admin/${id}`, {
      username: 'colleague',
      password: 'reset-by-the-owner',
      active: true,
    });
    expect(changed.status).toBe(200);
    expect((await script.get('/auth/identity')).status).toBe(401);
    expect((await colleague.get('/auth/identity')).status).toBe(401);
  });

  it("through the admin, of one's own: ends the tokens and the other sessions, keeps this one", async () => {
    const admin = await signedIn(server);
    const phone = await anotherBrowser(server.url, 'Phone');
    const me = (await admin.get<{ adminId: number }>('/auth/identity')).body.adminId;
    const script = new TokenClient(server.url, (await createToken(admin, 'read')).token);

    const changed = await admin.put(`/api/admin/${me}`, {
      username: 'admin',
      password: ADMIN_PASSWORD,
      active: true,
    });
    expect(changed.status).toBe(200);
    expect((await admin.get('/auth/identity')).status).toBe(200);
    expect((await phone.get('/auth/identity')).status).toBe(401);
    expect((await script.get('/auth/identity')).status).toBe(401);
  });

  it('keeps the old tokens of a deactivated admin revoked once it is active again', async () => {
    const admin = await signedIn(server);
    const id = await createAdmin(admin, 'seasonal');
    const seasonal = await signedIn(server, 'seasonal', OTHER_PASSWORD);
    const { token } = await createToken(seasonal, 'read');
    const script = new TokenClient(server.url, token);

    expect(
      (await admin.put(`/api/admin/${id}`, { username: 'seasonal', active: false })).status,
    ).toBe(200);
    expect(
      (await admin.put(`/api/admin/${id}`, { username: 'seasonal', active: true })).status,
    ).toBe(200);
    expect((await script.get('/auth/identity')).status).toBe(401);
    expect((await seasonal.get('/auth/identity')).status).toBe(401);
    expect(await canSignIn(server, 'seasonal', OTHER_PASSWORD)).toBe(true);
  });

  it('on the Security page needs the current password, counts a wrong one, and revokes the rest', async () => {
    const admin = await signedIn(server, 'seasonal', OTHER_PASSWORD);
    const phone = new ApiClient(server.url);
    await phone.login('seasonal', OTHER_PASSWORD);
    const script = new TokenClient(server.url, (await createToken(admin, 'write')).token);

    const wrong = await admin.post('/auth/password', {
      currentPassword: 'not-the-password',
      newPassword: 'the-new-passphrase',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      statusCode: 400,
      message: 'The current password is wrong',
      errors: [{ path: 'currentPassword', message: 'The current password is wrong' }],
    });
    const short = await admin.post('/auth/password', {
      currentPassword: OTHER_PASSWORD,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect((short.body as { statusCode: number }).statusCode).toBe(400);
    const common = await admin.post('/auth/password', {
      currentPassword: OTHER_PASSWORD,
      newPassword: 'password123',
    });
    expect(common.status).toBe(400);
    expect(await canSignIn(server, 'seasonal', OTHER_PASSWORD)).toBe(true);

    const changed = await admin.post('/auth/password', {
      currentPassword: OTHER_PASSWORD,
      newPassword: 'the-new-passphrase',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ statusCode: 0 });
    expect((await admin.get('/auth/identity')).status).toBe(200);
    expect((await phone.get('/auth/identity')).status).toBe(401);
    expect((await script.get('/auth/identity')).status).toBe(401);
    expect(await canSignIn(server, 'seasonal', OTHER_PASSWORD)).toBe(false);
    expect(await canSignIn(server, 'seasonal', 'the-new-passphrase')).toBe(true);

    const owner = await signedIn(server);
    const failed = await trail(owner, 'confirm-failed');
    expect(failed.some((entry) => entry.fields.includes('currentPassword'))).toBe(true);
  });
});

describe('with mail set up', () => {
  const OWNER = 'owner@ada.example';
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ ...mailEnv(smtp), NOTIFY_EMAIL: OWNER });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  const subjects = () => smtp.mails.map((received) => received.mail.subject ?? '');

  it('tells the owner of a password change and of two-factor changes', async () => {
    const admin = await signedIn(server);
    const id = await createAdmin(admin, 'mailed');
    expect(
      (
        await admin.put(`/api/admin/${id}`, {
          username: 'mailed',
          password: 'changed-by-the-owner',
          active: true,
        })
      ).status,
    ).toBe(200);
    await eventually(async () =>
      subjects().some((subject) => subject.includes('The password of admin "mailed" was changed')),
    );
    const [notice] = smtp.mails;
    expect(notice?.envelopeTo).toEqual([OWNER]);
    expect(notice?.mail.text).toContain('By: admin');
    expect(notice?.mail.text).not.toContain('changed-by-the-owner');

    const { secret } = await enableTwoFactor(admin);
    await eventually(async () =>
      subjects().some((subject) =>
        subject.includes('Two-factor sign-in was turned on for admin "admin"'),
      ),
    );
    expect(
      (
        await admin.post('/auth/2fa/disable', {
          password: ADMIN_PASSWORD,
          code: await totpCode(secret, 1),
        })
      ).status,
    ).toBe(200);
    await eventually(async () =>
      subjects().some((subject) =>
        subject.includes('Two-factor sign-in was turned off for admin "admin"'),
      ),
    );

    expect(
      (
        await admin.post('/auth/password', {
          currentPassword: ADMIN_PASSWORD,
          newPassword: 'owner-new-passphrase',
        })
      ).status,
    ).toBe(200);
    await eventually(async () =>
      subjects().some((subject) => subject.includes('The password of admin "admin" was changed')),
    );
  });

  it('tells the owner of a password reset on the command line too', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/admin.ts', 'mailed', 'reset-on-the-server'],
      {
        env: {
          ...process.env,
          DATA_DIR: server.dataDir,
          LOG_LEVEL: 'silent',
          ...server.databaseEnv,
          ...mailEnv(smtp),
          NOTIFY_EMAIL: OWNER,
        },
      },
    );
    expect(stdout).toContain('The owner was told by mail.');
    const notice = smtp.mails.find((received) =>
      received.mail.text?.includes('By: the command line (npm run admin)'),
    );
    expect(notice?.mail.subject).toContain('The password of admin "mailed" was changed');
    expect(notice?.envelopeTo).toEqual([OWNER]);
  });
});
