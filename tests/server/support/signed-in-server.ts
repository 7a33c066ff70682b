import { afterAll, beforeAll } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from './test-server';

export interface SignedInServer {
  server: TestServer;
  /** Signed in as the first admin. */
  admin: ApiClient;
  /** No session: what anyone on the web sees. */
  visitor: ApiClient;
}

/**
 * One server for the file, started before its tests (with `env`) and
 * stopped after them, with an admin client signed in and a visitor client.
 * The fields are filled once the file's `beforeAll` has run.
 */
export function signedInServer(env: Record<string, string> = {}): SignedInServer {
  const running = {} as SignedInServer;
  beforeAll(async () => {
    running.server = await startTestServer(env);
    running.admin = new ApiClient(running.server.url);
    running.visitor = new ApiClient(running.server.url);
    await running.admin.login();
  }, 60_000);
  afterAll(() => running.server?.close());
  return running;
}
