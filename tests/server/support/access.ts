import { generate } from 'otplib';
import { expect } from 'vitest';
import { ApiClient, type ApiResponse } from './test-server';

/** A TOTP code for a secret, `steps` 30-second steps from now (an authenticator app's answer). */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** The base32 secret inside an otpauth:// URL, as an authenticator app reads it from the QR code. */
export function secretOf(otpauthUrl: string): string {
  const secret = new URL(otpauthUrl).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauthUrl}`);
  return secret;
}

/** Turns two-factor on for the signed-in client; answers the secret and the recovery codes. */
export async function enableTwoFactor(
  client: ApiClient,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post<{ otpauthUrl: string }>('/auth/2fa/setup');
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const secret = secretOf(setup.body.otpauthUrl);
  const enabled = await client.post<{ recoveryCodes: string[] }>('/auth/2fa/enable', {
    code: await totpCode(secret),
  });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  return { secret, recoveryCodes: enabled.body.recoveryCodes };
}

/** A client that speaks with an API token instead of a cookie, as a script would. */
export class TokenClient extends ApiClient {
  constructor(
    baseUrl: string,
    readonly token: string,
  ) {
    super(baseUrl);
  }

  override request<T = Record<string, unknown>>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    return super.request<T>(method, url, body, {
      authorization: `Bearer ${this.token}`,
      ...headers,
    });
  }
}

export async function createToken(
  admin: ApiClient,
  scope: 'read' | 'write',
  extra: Record<string, unknown> = {},
): Promise<{ tokenId: number; token: string }> {
  const created = await admin.post<{ tokenId: number; token: string }>('/api/token', {
    name: `${scope} token`,
    scope,
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  return created.body;
}

/** A second signed-in browser of the same admin. */
export async function anotherBrowser(baseUrl: string, userAgent: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  const response = await client.request(
    'POST',
    '/auth/login',
    { username: 'admin', password: (await import('./test-server')).ADMIN_PASSWORD },
    { 'user-agent': userAgent },
  );
  expect(response.status).toBe(200);
  return client;
}
