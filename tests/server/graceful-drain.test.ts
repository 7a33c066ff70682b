import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainingServer } from '../../src/server/http/graceful-drain';
import { createLogger } from '../../src/server/logger';

/**
 * The drain a stop does, on a bare server: `/slow` answers only when told
 * to (a request in flight), every other path answers at once and counts the
 * writes it applied.
 */
function fixture(options: { timeoutMs?: number } = {}) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const applied: string[] = [];
  const { server, drain } = drainingServer(
    (req, res) => {
      if (req.url === '/slow') {
        void released.then(() => res.end('slow done'));
        return;
      }
      if (req.method === 'POST') applied.push(req.url ?? '');
      res.end('ok');
    },
    { logger: createLogger('silent'), quietMs: 200, leaveMaxMs: 2000, ...options },
  );
  return { server, drain, release, applied };
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function send(port: number, method: string, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(server: ReturnType<typeof fixture>['server']): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('the drain on stop', () => {
  it('answers requests in flight with Connection: close, turns new reads away, applies new writes once, then refuses connections', async () => {
    const { server, drain, release, applied } = fixture();
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A kept-alive connection answered once before the stop, then a request in flight on it.
      expect((await send(port, 'GET', '/before', agent)).connection).toBe('keep-alive');
      const inFlight = send(port, 'GET', '/slow', agent);
      await new Promise((resolve) => setTimeout(resolve, 50));

      const drained = drain();
      // New connections while the port is still open: a read goes back to
      // the balancer (503, nothing run), a write is applied and answered.
      const read = await send(port, 'GET', '/late');
      const write = await send(port, 'POST', '/late-write');
      // A balancer's health check sees the instance leaving.
      const health = await send(port, 'GET', '/healthz');
      release();
      const slow = await inFlight;
      await drained;

      expect(read.status).toBe(503);
      expect(JSON.parse(read.body)).toEqual({
        statusCode: 503,
        message: 'Shutting down: try again in a moment',
      });
      expect(read.connection).toBe('close');
      expect(write).toMatchObject({ status: 200, connection: 'close', body: 'ok' });
      expect(applied).toEqual(['/late-write']);
      expect(health).toMatchObject({ status: 503, connection: 'close' });
      expect(slow).toMatchObject({ status: 200, connection: 'close', body: 'slow done' });
      // Once drained, the port is closed: a balancer's connection is refused (it retries elsewhere).
      await expect(send(port, 'GET', '/after')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      agent.destroy();
      server.closeAllConnections();
      server.close();
    }
  });

  it('closes the port at once when no connection came lately, ending idle kept-alive connections', async () => {
    const { server, drain } = fixture();
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true });
    try {
      await send(port, 'GET', '/before', agent);
      // Longer ago than the quiet time: no balancer is sending here.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = performance.now();
      await drain();
      // The idle kept-alive connection did not hold the stop for Node's keep-alive time (5 s).
      expect(performance.now() - started).toBeLessThan(2000);
      await expect(send(port, 'GET', '/after')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      agent.destroy();
    }
  });

  it('never waits longer than its drain time for an answer that does not come', async () => {
    const { server, drain } = fixture({ timeoutMs: 300 });
    const port = await listen(server);
    const stuck = send(port, 'GET', '/slow').catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await drain();
    expect(await stuck).toBe('ECONNRESET');
  });
});
