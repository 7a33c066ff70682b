import { identitySchema, loginInputSchema, statusReplySchema } from '../../../shared/auth';
import { adminProcedure, publicProcedure, route, router } from '../../trpc/init';
import { authenticate, toIdentity } from './auth.service';

const tags = ['Auth'];

export const authRouter = router({
  login: publicProcedure
    .meta(
      route('auth.login', {
        summary: 'Sign in with username and password',
        tags,
        isPublic: true,
        errors: { 401: 'Bad credentials (statusCode 2001)', 429: 'Too many failed attempts' },
      }),
    )
    .input(loginInputSchema)
    .output(statusReplySchema)
    .mutation(async ({ ctx, input }) => {
      const admin = await authenticate(ctx.em, input.username, input.password);
      // save() always seals anew, so a cookie planted before sign-in is never the one in use.
      ctx.session.adminId = admin.adminId;
      await ctx.session.save();
      ctx.log.info({ adminId: admin.adminId }, 'admin signed in');
      return { statusCode: 0 as const };
    }),

  logout: publicProcedure
    .meta(route('auth.logout', { summary: 'Sign out', tags, isPublic: true }))
    .output(statusReplySchema)
    .mutation(({ ctx }) => {
      ctx.session.destroy();
      return { statusCode: 0 as const };
    }),

  identity: adminProcedure
    .meta(route('auth.identity', { summary: 'The signed-in admin', tags }))
    .output(identitySchema)
    .query(({ ctx }) => toIdentity(ctx.admin)),
});
