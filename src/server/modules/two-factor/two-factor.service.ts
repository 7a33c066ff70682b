import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  RECOVERY_CODE_COUNT,
  TOTP_CODE_PATTERN,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../shared/access';
import { AppError } from '../../trpc/errors';
import { type Admin, AdminEntity } from '../account/admin.entity';
import { hashPassword, verifyPassword } from '../account/password';
import { WrongSecret } from '../account/wrong-secret';
import { RecoveryCodeEntity } from './recovery-code.entity';

/** The name authenticator apps show above the code. */
const ISSUER = 'Portfolio';

/**
 * Codes from one 30-second step before or after now are accepted too: a
 * phone's clock a little off, or a code typed as it turned over.
 */
const TOLERANCE_SECONDS = 30;

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The code as typed: spaces and dashes people add are ignored, letters compared lower-case. */
const normalize = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** Whether a TOTP code fits a secret; the time step it matched, so it can be used once only. */
async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  const token = normalize(code);
  if (!TOTP_CODE_PATTERN.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  // The TOTP strategy's result carries the time step the code belongs to.
  return result.valid ? (result as { timeStep: number }).timeStep : null;
}

export function isTwoFactorOn(admin: Admin): boolean {
  return Boolean(admin.totpSecret);
}

/**
 * Checks a sign-in's second factor: a current TOTP code not used before, or
 * an unused recovery code (which is then spent). Writes what it spends.
 */
export async function checkSecondFactor(
  em: EntityManager,
  admin: Admin,
  code: string | undefined,
): Promise<'totp' | 'recovery' | null> {
  if (!admin.totpSecret || !code) return null;
  const step = await totpStep(admin.totpSecret, code, admin.totpLastStep ?? null);
  if (step !== null) {
    // Claimed in one conditional write, so of two requests with the same
    // code (even on two instances) only the first is let in.
    const claimed = await em.nativeUpdate(
      AdminEntity,
      { adminId: admin.adminId, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
      { totpLastStep: step },
    );
    return claimed === 1 ? 'totp' : null;
  }
  const typed = normalize(code);
  if (typed.length !== 10) return null;
  const codes = await em.find(RecoveryCodeEntity, { admin: admin.adminId });
  for (const stored of codes) {
    if (await verifyPassword(typed, stored.codeHash)) {
      // Spent by the request whose delete removed the row; a second request
      // with the same code, checked meanwhile, removes nothing and is refused.
      const spent = await em.nativeDelete(RecoveryCodeEntity, {
        recoveryCodeId: stored.recoveryCodeId,
      });
      return spent === 1 ? 'recovery' : null;
    }
  }
  return null;
}

const wrongCode = () => new WrongSecret('code', 'The code is wrong');

export function twoFactorService(em: EntityManager, admin: Admin) {
  return {
    async status(): Promise<TwoFactorStatus> {
      return {
        enabled: isTwoFactorOn(admin),
        recoveryCodesLeft: isTwoFactorOn(admin)
          ? await em.count(RecoveryCodeEntity, { admin: admin.adminId })
          : 0,
      };
    },

    /** A new secret to scan; two-factor stays as it was until a code confirms it. */
    async setup(): Promise<TwoFactorSetup> {
      if (isTwoFactorOn(admin)) {
        throw AppError.conflict(409, 'Two-factor sign-in is already on: turn it off first');
      }
      const secret = generateSecret();
      admin.totpPendingSecret = secret;
      await em.flush();
      const otpauthUrl = generateURI({ issuer: ISSUER, label: admin.username, secret });
      // Loaded when an admin sets up two-factor sign-in, not at every start.
      const { default: QRCode } = await import('qrcode');
      const qrCode = await QRCode.toString(otpauthUrl, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      return { otpauthUrl, secret, qrCode };
    },

    /** Turns two-factor on with a code from the set-up secret; answers the recovery codes once. */
    async enable(code: string): Promise<{ recoveryCodes: string[] }> {
      if (isTwoFactorOn(admin)) {
        throw AppError.conflict(409, 'Two-factor sign-in is already on');
      }
      const pending = admin.totpPendingSecret;
      if (!pending) throw AppError.conflict(409, 'Start the set-up first: no secret is waiting');
      const step = await totpStep(pending, code, null);
      if (step === null) throw wrongCode();
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
      // Stored as typed-and-normalized, so "ABCDE FGHJK" and "abcde-fghjk" are the same code.
      const hashes = await Promise.all(
        recoveryCodes.map((value) => hashPassword(normalize(value))),
      );
      await em.nativeDelete(RecoveryCodeEntity, { admin: admin.adminId });
      for (const codeHash of hashes) em.create(RecoveryCodeEntity, { admin, codeHash });
      admin.totpSecret = pending;
      admin.totpPendingSecret = null;
      admin.totpLastStep = step;
      await em.flush();
      return { recoveryCodes };
    },

    /** Turns two-factor off; needs the password and a current code (or a recovery code). */
    async disable(password: string, code: string): Promise<void> {
      if (!isTwoFactorOn(admin)) throw AppError.conflict(409, 'Two-factor sign-in is not on');
      const passwordOk = await verifyPassword(password, admin.passwordHash);
      if (!passwordOk) throw new WrongSecret('password', 'The password is wrong');
      if (!(await checkSecondFactor(em, admin, code))) throw wrongCode();
      await clearTwoFactor(em, admin);
    },
  };
}

/** Two-factor off for an admin, its recovery codes gone (another admin, the CLI, or disable). */
export async function clearTwoFactor(em: EntityManager, admin: Admin): Promise<void> {
  admin.totpSecret = null;
  admin.totpPendingSecret = null;
  admin.totpLastStep = null;
  await em.nativeDelete(RecoveryCodeEntity, { admin: admin.adminId });
  await em.flush();
}
