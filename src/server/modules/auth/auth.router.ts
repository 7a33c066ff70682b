import { identitySchema, loginInputSchema, statusReplySchema } from '../../../shared/auth';
import { adminProcedure, publicProcedure, route, router } from '../../trpc/init';
import { signIn, signOut, toIdentity } from './auth.service';

const tags = ['Auth'];

export const authRouter = router({
  login: publicProcedure
    .meta(
      route('auth.login', {
        summary: 'Sign in with username and password (and a two-factor code when it is on)',
        tags,
        isPublic: true,
        errors: {
          401: 'Bad credentials (statusCode 2001), or two-factor sign-in is on and the code is missing or wrong (statusCode 2002). Either counts as a failed attempt.',
          429: 'Too many failed attempts for this account or address; Retry-After gives the seconds to wait. 10 failures in a row lock an account for 1 minute, doubling with each further failure up to 15 minutes; 10 failures from one address within 15 minutes lock the address until they end.',
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
});
