import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import { type LoginAttempt, LoginAttemptEntity } from './login-attempt.entity';

/**
 * How failed sign-ins slow guessing down. A failed attempt is a sign-in
 * refused for its credentials: an unknown username, a wrong password, an
 * inactive admin, or a wrong two-factor code. A body that is not even shaped
 * like a sign-in, an attempt refused because of a lock, and the right
 * password sent without a code (the first of two-factor sign-in's two steps)
 * do not count.
 *
 * - Per account (the username as typed, known or not, so an unknown name
 *   behaves exactly like a known one): the 10th failure in a row locks the
 *   account for 1 minute, and each further one for twice as long as the
 *   last, up to at most 15 minutes. Attempts during a lock are refused without
 *   looking at the password and do not extend it.
 * - Per address: 10 failures within 15 minutes lock the address until the
 *   15 minutes have passed. An address is counted by its key (address-key.ts):
 *   an IPv6 client by its /64, however the address is spelt.
 * - A browser where the admin signed in before carries a device cookie,
 *   sealed with the server's secret and naming the account. For that
 *   account, from there, the device's own counter is the only rule: it
 *   replaces the account's counter, and the address's neither stops nor
 *   counts its attempts. Someone guessing from elsewhere, or from the same
 *   shared address, cannot lock the owner out of their usual browser, and a
 *   copied cookie still gives no more than the device's ten tries and then
 *   its growing locks.
 *
 * Counters live in the database: every instance sees them, restarts keep them.
 * A success clears the account's (or device's) counter.
 */
export const LOCKOUT = {
  /** Failures before the first lock: the same as the address limit, so one client sees 10 refusals, then 429. */
  lockAfterFailures: 10,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  addressLimit: 10,
  addressWindowMs: 15 * 60_000,
  /** A counter with no failure for this long starts again from zero. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

export interface LockoutKeys {
  /** The account's, or the known device's, counter. */
  account: string;
  address: string;
  /** A known device's attempts are neither stopped nor counted by the address. */
  knownDevice: boolean;
}

export function lockoutKeys(
  username: string,
  hashedAddress: string,
  deviceId: string | null,
): LockoutKeys {
  return {
    account: deviceId ? `device:${digest(deviceId)}` : `account:${digest(username.toLowerCase())}`,
    address: `address:${hashedAddress}`,
    knownDevice: Boolean(deviceId),
  };
}

/** The counters that judge an attempt made with these keys. */
export const countersOf = (keys: LockoutKeys): string[] =>
  keys.knownDevice ? [keys.account] : [keys.account, keys.address];

/** Milliseconds until the first of these keys is free again; 0 when none is locked. */
export async function lockedFor(em: EntityManager, keys: LockoutKeys): Promise<number> {
  const rows = await em.find(LoginAttemptEntity, { key: { $in: countersOf(keys) } });
  const now = Date.now();
  return Math.max(0, ...rows.map((row) => (row.lockedUntil?.getTime() ?? 0) - now));
}

function accountDelay(failures: number): number {
  if (failures < LOCKOUT.lockAfterFailures) return 0;
  const doublings = failures - LOCKOUT.lockAfterFailures;
  return Math.min(LOCKOUT.firstDelayMs * 2 ** Math.min(doublings, 20), LOCKOUT.maxDelayMs);
}

async function countFailure(
  em: EntityManager,
  key: string,
  lockFor: (row: LoginAttempt, now: number) => number,
): Promise<void> {
  const now = Date.now();
  let row = await em.findOne(LoginAttemptEntity, { key });
  if (!row || now - row.lastFailureAt.getTime() > LOCKOUT.forgetAfterMs) {
    if (row) em.remove(row);
    await em.flush();
    row = em.create(LoginAttemptEntity, {
      key,
      failures: 0,
      firstFailureAt: new Date(now),
      lastFailureAt: new Date(now),
      lockedUntil: null,
    });
  }
  row.failures += 1;
  row.lastFailureAt = new Date(now);
  const delay = lockFor(row, now);
  row.lockedUntil = delay > 0 ? new Date(now + delay) : null;
  await em.flush();
}

export async function recordFailure(em: EntityManager, keys: LockoutKeys): Promise<void> {
  await countFailure(em, keys.account, (row) => accountDelay(row.failures));
  if (keys.knownDevice) return;
  await countFailure(em, keys.address, (row, now) => {
    const windowEnd = row.firstFailureAt.getTime() + LOCKOUT.addressWindowMs;
    if (now >= windowEnd) {
      // A new window starts with this failure.
      row.failures = 1;
      row.firstFailureAt = new Date(now);
      return 0;
    }
    return row.failures >= LOCKOUT.addressLimit ? windowEnd - now : 0;
  });
}

export async function clearFailures(em: EntityManager, key: string): Promise<void> {
  await em.nativeDelete(LoginAttemptEntity, { key });
}

/** For the CLI: forgets an account's failures (its devices keep theirs, which only their owner made). */
export async function unlockAccount(em: EntityManager, username: string): Promise<number> {
  return em.nativeDelete(LoginAttemptEntity, {
    key: `account:${digest(username.toLowerCase())}`,
  });
}
