import {
  recoveryCodesSchema,
  twoFactorDisableInputSchema,
  twoFactorEnableInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/access';
import { statusReplySchema } from '../../../shared/auth';
import { adminProcedure, route, router } from '../../trpc/init';
import { requireConfirmedSession } from '../../trpc/confirmed-session';
import { twoFactorService } from '../two-factor/two-factor.service';
import { asGuess } from './confirm.service';
import { noticeMailOf, noticeSecurityChange } from './security-notice';

const tags = ['Two-factor sign-in'];

const CONFIRM_403 =
  'Cross-site write refused; an API token (which may not manage sign-in); or the session is not confirmed recently (statusCode 4031: confirm with POST /auth/confirm, then repeat the call)';

export const twoFactorRouter = router({
  status: adminProcedure
    .meta(route('twoFactor.status', { summary: 'Whether your two-factor sign-in is on', tags }))
    .output(twoFactorStatusSchema)
    .query(({ ctx }) => twoFactorService(ctx.em, ctx.admin).status()),

  setup: adminProcedure
    .meta(
      route('twoFactor.setup', {
        summary:
          'A new TOTP secret to scan (otpauth URL and an SVG QR code); nothing changes until enable confirms it',
        tags,
        errors: { 409: 'Two-factor sign-in is already on' },
      }),
    )
    .output(twoFactorSetupSchema)
    .mutation(({ ctx }) => twoFactorService(ctx.em, ctx.admin).setup()),

  enable: adminProcedure
    .meta(
      route('twoFactor.enable', {
        summary:
          'Turn two-factor sign-in on with a code; answers ten one-time recovery codes, once',
        tags,
        errors: { 403: CONFIRM_403, 409: 'Already on, or no set-up is waiting' },
      }),
    )
    .input(twoFactorEnableInputSchema)
    .output(recoveryCodesSchema)
    .mutation(async ({ ctx, input }) => {
      requireConfirmedSession(ctx);
      const codes = await twoFactorService(ctx.em, ctx.admin).enable(input.code);
      await noticeSecurityChange(ctx.em, noticeMailOf(ctx), {
        change: 'two-factor-enabled',
        username: ctx.admin.username,
        by: ctx.admin.username,
        at: new Date(),
      });
      return codes;
    }),

  disable: adminProcedure
    .meta(
      route('twoFactor.disable', {
        summary: 'Turn two-factor sign-in off, with your password and a code (or a recovery code)',
        tags,
        errors: {
          400: 'Invalid input, or the password or code is wrong: a wrong one counts toward the sign-in lock-out and is recorded in the activity trail',
          403: CONFIRM_403,
          409: 'Two-factor sign-in is not on',
          429: 'Too many failed sign-ins, confirmations or turn-off attempts for this account or address; Retry-After gives the seconds to wait',
        },
      }),
    )
    .input(twoFactorDisableInputSchema)
    .output(statusReplySchema)
    .mutation(async ({ ctx, input }) => {
      requireConfirmedSession(ctx);
      // The password and code are guesses like a sign-in's: counted and locked out alike.
      await asGuess(ctx, 'two-factor-disable-failed', () =>
        twoFactorService(ctx.em, ctx.admin).disable(input.password, input.code),
      );
      await noticeSecurityChange(ctx.em, noticeMailOf(ctx), {
        change: 'two-factor-disabled',
        username: ctx.admin.username,
        by: ctx.admin.username,
        at: new Date(),
      });
      return { statusCode: 0 as const };
    }),
});
