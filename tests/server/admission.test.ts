import type { Server } from 'node:http';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admitInTurn } from '../../src/server/http/admission';
import { startTestServer, type TestServer } from './support/test-server';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Requests that work on the event loop take turns (found by the load suite:
 * without turns, 200 concurrent clients chained their work into runs of
 * several seconds and admin saves timed out).
 */
describe('taking turns', () => {
  let server: Server | undefined;
  let log: string[];

  async function serve(maxTurnMs = 5_000): Promise<string> {
    log = [];
    const app = express();
    const inTurn = admitInTurn({ concurrency: 1, maxTurnMs });
    app.use(inTurn);
    app.get('/twice', inTurn, (_req, res) => {
      res.send('twice');
    });
    app.get('/work/:id', async (req, res) => {
      log.push(`start ${req.params.id}`);
      await pause(20);
      log.push(`end ${req.params.id}`);
      res.send(req.params.id);
    });
    app.get('/stuck', () => {
      log.push('stuck');
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const address = server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('serves one request at a time, in arrival order', async () => {
    const url = await serve();
    const replies: Promise<string>[] = [];
    for (const id of ['a', 'b', 'c', 'd']) {
      replies.push(fetch(`${url}/work/${id}`).then((response) => response.text()));
      await pause(5);
    }
    expect(await Promise.all(replies)).toEqual(['a', 'b', 'c', 'd']);
    expect(log).toEqual([
      'start a',
      'end a',
      'start b',
      'end b',
      'start c',
      'end c',
      'start d',
      'end d',
    ]);
  });

  it('does not serve a client that left while it waited', async () => {
    const url = await serve();
    const first = fetch(`${url}/work/a`);
    await pause(5);
    const leaving = new AbortController();
    const gone = fetch(`${url}/work/gone`, { signal: leaving.signal }).catch(() => 'aborted');
    await pause(5);
    leaving.abort();
    expect(await gone).toBe('aborted');
    expect(await (await fetch(`${url}/work/c`)).text()).toBe('c');
    await first;
    expect(log).not.toContain('start gone');
  });

  it('does not make a request that passes it twice wait behind itself', async () => {
    const url = await serve(60_000);
    const response = await fetch(`${url}/twice`, { signal: AbortSignal.timeout(5_000) });
    expect(await response.text()).toBe('twice');
  });

  it('lets the line move on when a request never answers', async () => {
    const url = await serve(50);
    const stuck = new AbortController();
    void fetch(`${url}/stuck`, { signal: stuck.signal }).catch(() => undefined);
    await pause(5);
    expect(await (await fetch(`${url}/work/next`)).text()).toBe('next');
    stuck.abort();
    expect(log[0]).toBe('stuck');
  });
});

describe('taking turns in the app', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('serves many concurrent page renders, API reads and messages', async () => {
    const requests = Array.from({ length: 40 }, (_, index) => {
      if (index % 4 === 0) {
        return fetch(`${app.url}/api/message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Ada',
            email: 'ada@example.com',
            message: `hello ${index}`,
          }),
        });
      }
      return fetch(`${app.url}${index % 4 === 1 ? '/' : '/api/project?limit=1000'}`);
    });
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    // The contact form's own limit (5 a minute) answers 429 past it: that is the limiter, not a turn lost.
    expect(statuses.filter((status) => status >= 300 && status !== 429)).toEqual([]);
  });
});
