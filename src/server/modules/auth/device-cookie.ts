import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';

/**
 * A browser where an admin once signed in is remembered by a sealed,
 * HttpOnly cookie naming the account and a random device id. Sign-ins to
 * that account from that browser are judged by the device's own counter
 * alone, not the account's nor the address's (see lockout.ts), so guesses
 * from elsewhere, or from the address the owner shares, never lock the owner
 * out of their usual browser. The seal (encrypted and signed with the
 * server's secret) is what makes the cookie impossible to forge, and the
 * account inside it is what keeps it from vouching for any other account.
 */
export const DEVICE_COOKIE = 'portfolio_device';
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

interface DeviceClaim {
  username: string;
  deviceId: string;
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export interface DeviceCookie {
  /** The device id, if this browser signed in to this account before. */
  idFor(username: string): Promise<string | null>;
  /** Remembers this browser for the account (keeps its id if it had one). */
  remember(username: string): Promise<void>;
}

export function deviceCookie(
  req: IncomingMessage & { secure?: boolean },
  res: ServerResponse,
  secret: string,
): DeviceCookie {
  let claim: Promise<DeviceClaim | null> | undefined;
  const read = () =>
    (claim ??= (async () => {
      const sealed = cookieValue(req, DEVICE_COOKIE);
      if (!sealed) return null;
      try {
        const data = await unsealData<Partial<DeviceClaim>>(decodeURIComponent(sealed), {
          password: secret,
          ttl: DEVICE_TTL_SECONDS,
        });
        return data.username && data.deviceId
          ? { username: data.username, deviceId: data.deviceId }
          : null;
      } catch {
        // Damaged or forged: no device at all.
        return null;
      }
    })());

  return {
    async idFor(username) {
      const device = await read();
      return device && device.username.toLowerCase() === username.toLowerCase()
        ? device.deviceId
        : null;
    },
    async remember(username) {
      const deviceId = (await this.idFor(username)) ?? randomBytes(16).toString('base64url');
      const sealed = await sealData({ username, deviceId } satisfies DeviceClaim, {
        password: secret,
        ttl: DEVICE_TTL_SECONDS,
      });
      const attributes = [
        `${DEVICE_COOKIE}=${encodeURIComponent(sealed)}`,
        'Path=/auth',
        `Max-Age=${DEVICE_TTL_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(req.secure ? ['Secure'] : []),
      ];
      const existing = res.getHeader('Set-Cookie');
      const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
      res.setHeader('Set-Cookie', [...list, attributes.join('; ')]);
    },
  };
}
