import { authRouter } from '../modules/auth/auth.router';
import { categoryRouter } from '../modules/category/category.router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  auth: authRouter,
  category: categoryRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
