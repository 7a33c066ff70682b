import {
  recoveryCodesSchema,
  twoFactorDisableInputSchema,
  twoFactorEnableInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/access';
import { statusReplySchema } from '../../../shared/auth';
import { adminProcedure, route, router } from '../../trpc/init';
import { twoFactorService } from './two-factor.service';

const tags = ['Two-factor sign-in'];

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
        errors: { 409: 'Already on, or no set-up is waiting' },
      }),
    )
    .input(twoFactorEnableInputSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => twoFactorService(ctx.em, ctx.admin).enable(input.code)),

  disable: adminProcedure
    .meta(
      route('twoFactor.disable', {
        summary: 'Turn two-factor sign-in off, with your password and a code (or a recovery code)',
        tags,
        errors: { 409: 'Two-factor sign-in is not on' },
      }),
    )
    .input(twoFactorDisableInputSchema)
    .output(statusReplySchema)
    .mutation(async ({ ctx, input }) => {
      await twoFactorService(ctx.em, ctx.admin).disable(input.password, input.code);
      return { statusCode: 0 as const };
    }),
});
