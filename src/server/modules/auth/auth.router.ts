import { passwordChangeSchema } from '../../../shared/admin';
import {
  confirmInputSchema,
  confirmReplySchema,
  identitySchema,
  loginInputSchema,
  statusReplySchema,
} from '../../../shared/auth';
import {
  adminProcedure,
  publicProcedure,
  route,
  router,
  validationFailsWith,
} from '../../trpc/init';
import { signIn, signOut, toIdentity } from './auth.service';
import { confirmSession } from './confirm.service';
import { changeOwnPassword } from './password-change.service';

const tags = ['Auth'];

export const authRouter = router({
  login: publicProcedure
    .meta(
      route('auth.login', {
        summary: 'Sign in with username and password (and a two-factor code when it is on)',
        tags,
        isPublic: true,
        errors: {
          401: 'Bad credentials (statusCode 2001), or two-factor sign-in is on and the code is missing or wrong (statusCode 2002). Bad credentials and a wrong code count as failed attempts; the right password without a code (the first of the two steps) does not.',
          429: 'Too many failed attempts for this account or address; Retry-After gives the seconds to wait. 10 failures in a row lock an account for 1 minute, doubling with each further failure up to 15 minutes; 10 failures from one address within 15 minutes lock the address until they end. An address counts as one client however it is written, an IPv4-mapped IPv6 address as its IPv4 address, and an IPv6 address by its /64 network. A browser that signed in to this account before (its device cookie) is judged by its own counter only, never by the address.',
        },
      }),
    )
    .input(loginInputSchema)
    .output(statusReplySchema)
    .mutation(async ({ ctx, input }) => {
      await signIn(ctx, input);
      return { statusCode: 0 as const };
    }),

  logout: publicProcedure
    .meta(
      route('auth.logout', {
        summary: 'Sign out: ends the session on the server',
        tags,
        isPublic: true,
      }),
    )
    .output(statusReplySchema)
    .mutation(async ({ ctx }) => {
      await signOut(ctx);
      return { statusCode: 0 as const };
    }),

  identity: adminProcedure
    .meta(route('auth.identity', { summary: 'The signed-in admin', tags }))
    .output(identitySchema)
    .query(({ ctx }) => toIdentity(ctx.admin)),

  confirm: adminProcedure
    .meta(
      route('auth.confirm', {
        summary:
          'Confirm it is you before sensitive changes: your password, or with two-factor sign-in on a code instead',
        tags,
        errors: {
          400: 'Invalid input, or the password or code is wrong: a wrong one counts toward the sign-in lock-out and is recorded in the activity trail',
          403: 'Cross-site write refused, or an API token (only a signed-in browser confirms)',
          429: 'Too many failed sign-ins or confirmations for this account or address; Retry-After gives the seconds to wait',
        },
      }),
    )
    .input(confirmInputSchema)
    .output(confirmReplySchema)
    .mutation(async ({ ctx, input }) => {
      const { confirmedUntil } = await confirmSession(ctx, input);
      return { statusCode: 0 as const, confirmedUntil: confirmedUntil.toISOString() };
    }),

  changePassword: adminProcedure
    .meta(
      route('auth.changePassword', {
        summary:
          'Change your own password with the current one; your other sessions and all your API tokens end',
        tags,
        errors: {
          400: 'Invalid input (the new password too short or too common), or the current password is wrong: that counts toward the sign-in lock-out and is recorded in the activity trail',
          403: 'Cross-site write refused; an API token; or the session is not confirmed recently (statusCode 4031: confirm with POST /auth/confirm, then repeat the call)',
          429: 'Too many failed sign-ins or confirmations for this account or address; Retry-After gives the seconds to wait',
        },
      }),
    )
    .use(validationFailsWith(400, 'Failed to change the password'))
    .input(passwordChangeSchema)
    .output(statusReplySchema)
    .mutation(async ({ ctx, input }) => {
      await changeOwnPassword(ctx, input);
      return { statusCode: 0 as const };
    }),
});
