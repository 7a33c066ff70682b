import { setupServer } from 'msw/node';
import { handlers } from './index';

/** The mock API for the client tests (node): tests override single calls with `server.use(...)`. */
export const server = setupServer(...handlers);
