import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginAttemptEntity } from '../../src/server/modules/auth/login-attempt.entity';
import { ErrorCode } from '../../src/shared/errors';
import { createToken, enableTwoFactor, TokenClient, totpCode } from './support/access';
import { ADMIN_PASSWORD, ApiClient, startTestServer, type TestServer } from './support/test-server';

const run = promisify(execFile);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CODE_NEEDED = {
  statusCode: ErrorCode.twoFactorRequired,
  message: 'Two-factor code required',
};

/** A fresh admin with its own signed-in client, so tests do not share two-factor state. */
async function newAdmin(username: string): Promise<ApiClient> {
  const root = new ApiClient(server.url);
  await root.login();
  const created = await root.post('/api/admin', { username, password: ADMIN_PASSWORD });
  expect(created.status).toBe(200);
  const client = new ApiClient(server.url);
  await client.login(username, ADMIN_PASSWORD);
  return client;
}

const signIn = (username: string, code?: string) =>
  new ApiClient(server.url).post('/auth/login', {
    username,
    password: ADMIN_PASSWORD,
    ...(code !== undefined ? { code } : {}),
  });

describe('setting two-factor sign-in up', () => {
  it('offers a secret as an otpauth URL and an SVG QR code, and changes nothing until confirmed', async () => {
    const ada = await newAdmin('ada');
    const setup = await ada.post<{ otpauthUrl: string; secret: string; qrCode: string }>(
      '/auth/2fa/setup',
    );
    expect(setup.status).toBe(200);
    expect(setup.headers.get('cache-control')).toMatch(/no-store/);
    const url = new URL(setup.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toContain('ada');
    expect(url.searchParams.get('secret')).toBe(setup.body.secret);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.qrCode).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(setup.body.qrCode).not.toMatch(/<script|on\w+=/i);

    expect((await ada.get('/auth/2fa')).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signIn('ada')).status).toBe(200);
  });

  it('refuses a wrong code, then turns on with a right one and answers ten recovery codes once', async () => {
    const bo = await newAdmin('bo');
    const setup = await bo.post<{ secret: string }>('/auth/2fa/setup');
    const wrong = await bo.post('/auth/2fa/enable', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      statusCode: 400,
      message: 'The code is wrong',
      errors: [{ path: 'code', message: 'The code is wrong' }],
    });
    expect((await bo.get('/auth/2fa')).body).toMatchObject({ enabled: false });

    const enabled = await bo.post<{ recoveryCodes: string[] }>('/auth/2fa/enable', {
      code: await totpCode(setup.body.secret),
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes)
      expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await bo.get('/auth/2fa')).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    // On already: a second set-up or enable is refused, the secret stays.
    expect((await bo.post('/auth/2fa/setup')).status).toBe(409);
    expect((await bo.post('/auth/2fa/enable', { code: '123456' })).status).toBe(409);
  });

  it('refuses enable before any set-up, and a bodiless enable with the field message', async () => {
    const cy = await newAdmin('cy');
    expect((await cy.post('/auth/2fa/enable', { code: '123456' })).status).toBe(409);
    const empty = await cy.post('/auth/2fa/enable', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: [{ path: 'code', message: 'Code is required' }] });
  });
});

describe('signing in with two-factor on', () => {
  it('needs the code: missing or wrong answers 401 with its own statusCode and starts no session', async () => {
    const dee = await newAdmin('dee');
    const { secret } = await enableTwoFactor(dee);

    const missing = await signIn('dee');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(CODE_NEEDED);
    expect(missing.headers.get('set-cookie') ?? '').not.toMatch(/portfolio_session=Fe26/);

    const wrong = await signIn('dee', '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(CODE_NEEDED);

    // The password is still checked first: a wrong one says nothing about the code.
    const badPassword = await new ApiClient(server.url).post('/auth/login', {
      username: 'dee',
      password: 'wrong-password',
      code: await totpCode(secret, 1),
    });
    expect(badPassword.body).toEqual({ statusCode: 2001, message: 'Bad credentials' });

    // The enable call spent the current step's code; the next step's is good once.
    const nextCode = await totpCode(secret, 1);
    const client = new ApiClient(server.url);
    const ok = await client.post('/auth/login', {
      username: 'dee',
      password: ADMIN_PASSWORD,
      code: nextCode,
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/auth/identity')).body).toMatchObject({ username: 'dee' });

    const replay = await signIn('dee', nextCode);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(CODE_NEEDED);
  });

  it('takes a recovery code once, in any case and with spaces', async () => {
    const eve = await newAdmin('eve');
    const { recoveryCodes } = await enableTwoFactor(eve);
    const [first, second] = recoveryCodes;

    expect((await signIn('eve', first)).status).toBe(200);
    expect((await signIn('eve', first)).body).toEqual(CODE_NEEDED);
    expect((await signIn('eve', ` ${second!.toUpperCase().replace('-', ' ')} `)).status).toBe(200);
    expect((await eve.get('/auth/2fa')).body).toEqual({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('lets in only one of several sign-ins sent at once with the same code or recovery code', async () => {
    const flo = await newAdmin('flo');
    const { secret, recoveryCodes } = await enableTwoFactor(flo);
    const nextCode = await totpCode(secret, 1);
    const sameCode = await Promise.all([1, 2, 3].map(() => signIn('flo', nextCode)));
    expect(sameCode.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);

    const sameRecovery = await Promise.all([1, 2, 3].map(() => signIn('flo', recoveryCodes[0])));
    expect(sameRecovery.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
    expect((await flo.get('/auth/2fa')).body).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });
});

describe('turning two-factor off', () => {
  // Every test here comes from one address: the failed sign-ins above and the
  // failed turn-offs below (which count toward the same lock-out) would
  // together lock it. Each part starts with a clean count.
  beforeAll(() => server.orm.em.fork().nativeDelete(LoginAttemptEntity, {}));

  it('needs the password and a code; then sign-in needs no code', async () => {
    const fay = await newAdmin('fay');
    const { secret, recoveryCodes } = await enableTwoFactor(fay);

    const wrongPassword = await fay.post('/auth/2fa/disable', {
      password: 'not-my-password',
      code: await totpCode(secret, 1),
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toMatchObject({ errors: [{ path: 'password' }] });
    const wrongCode = await fay.post('/auth/2fa/disable', {
      password: ADMIN_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body).toMatchObject({ errors: [{ path: 'code' }] });
    expect((await fay.get('/auth/2fa')).body).toMatchObject({ enabled: true });

    const off = await fay.post('/auth/2fa/disable', {
      password: ADMIN_PASSWORD,
      code: recoveryCodes[0],
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ statusCode: 0 });
    expect((await fay.get('/auth/2fa')).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signIn('fay')).status).toBe(200);
    // The old recovery codes are gone with it.
    expect(
      (await fay.post('/auth/2fa/disable', { password: ADMIN_PASSWORD, code: recoveryCodes[1] }))
        .status,
    ).toBe(409);
  });

  it("lets another admin clear an admin's two-factor sign-in", async () => {
    const gus = await newAdmin('gus');
    await enableTwoFactor(gus);
    const gusId = (await gus.get<{ adminId: number }>('/auth/identity')).body.adminId;
    const root = new ApiClient(server.url);
    await root.login();

    const cleared = await root.delete(`/api/admin/${gusId}/2fa`);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ adminId: gusId, username: 'gus', active: true });
    expect((await signIn('gus')).status).toBe(200);
    expect((await root.delete('/api/admin/99999/2fa')).status).toBe(404);
  });

  it("refuses to clear the caller's own two-factor sign-in: that needs the password and a code", async () => {
    const ida = await newAdmin('ida');
    await enableTwoFactor(ida);
    const idaId = (await ida.get<{ adminId: number }>('/auth/identity')).body.adminId;
    const refused = await ida.delete<{ statusCode: number; message: string }>(
      `/api/admin/${idaId}/2fa`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/own two-factor/);
    expect((await ida.get<{ enabled: boolean }>('/auth/2fa')).body.enabled).toBe(true);
  });

  it('is cleared by the command line for an admin who lost their phone and codes', async () => {
    const hal = await newAdmin('hal');
    await enableTwoFactor(hal);
    const env = {
      ...process.env,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'silent',
      ...server.databaseEnv,
    };
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], { env });
    const done = await cli('--clear-2fa', 'hal');
    expect(done.stdout).toContain('Two-factor sign-in is off for admin "hal"');
    expect((await signIn('hal')).status).toBe(200);
    await expect(cli('--clear-2fa', 'nobody')).rejects.toMatchObject({
      stderr: expect.stringContaining('No admin named "nobody"'),
    });
  });

  it('cannot be managed with an API token', async () => {
    const root = new ApiClient(server.url);
    await root.login();
    const { token } = await createToken(root, 'write');
    const machine = new TokenClient(server.url, token);
    expect((await machine.get('/auth/2fa')).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/auth/2fa/setup'],
      ['POST', '/auth/2fa/enable'],
      ['POST', '/auth/2fa/disable'],
      ['DELETE', '/api/admin/1/2fa'],
    ] as const) {
      const refused = await machine.request(method, path, {});
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
  });
});

it('never shows a secret, hash or recovery code in the admin and identity answers', async () => {
  const ivy = await newAdmin('ivy');
  const { secret } = await enableTwoFactor(ivy);
  const replies = [await ivy.get('/auth/identity'), await ivy.get('/api/admin?limit=100')];
  for (const reply of replies) {
    const text = JSON.stringify(reply.body);
    expect(text).not.toContain(secret);
    expect(text).not.toMatch(/totp|scrypt|hash|recovery/i);
  }
});
