import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DROPPED_BEACON_LIMIT_PER_MINUTE } from '../../src/server/modules/message/dropped-beacon';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

const SECRET_TEXT = 'my bank password is hunter2';

function beacon(body?: string) {
  return fetch(`${server.url}/beacon/message-dropped`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'text/plain' },
    ...(body === undefined ? {} : { body }),
  });
}

describe('the robot box drop report', () => {
  it('logs each drop as one counted line without any content, stores nothing, and stops logging at the limit', async () => {
    const info = vi.spyOn(server.logger, 'info');
    try {
      const statuses: number[] = [];
      for (let sent = 0; sent < DROPPED_BEACON_LIMIT_PER_MINUTE + 2; sent += 1) {
        // Whatever a client puts in the body is never read.
        statuses.push((await beacon(sent === 0 ? SECRET_TEXT : undefined)).status);
      }
      expect(statuses).toEqual([
        ...Array<number>(DROPPED_BEACON_LIMIT_PER_MINUTE).fill(204),
        429,
        429,
      ]);

      const drops = info.mock.calls.filter(
        (call) => call[1] === 'message dropped (robot checkbox)',
      );
      expect(drops.map((call) => call[0])).toEqual(
        Array.from({ length: DROPPED_BEACON_LIMIT_PER_MINUTE }, (_, index) => ({
          event: 'message-dropped',
          reason: 'robot-checkbox',
          droppedSinceStart: index + 1,
        })),
      );
      expect(inspect(info.mock.calls, { depth: 6 })).not.toContain('hunter2');
    } finally {
      info.mockRestore();
    }

    const inbox = await admin.get<{ metadata: { totalItems: number } }>('/api/message');
    expect(inbox.body.metadata.totalItems).toBe(0);
  });

  it('refuses a report sent from another site', async () => {
    const response = await fetch(`${server.url}/beacon/message-dropped`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
