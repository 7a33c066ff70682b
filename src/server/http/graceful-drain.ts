import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../logger';

/** How long a stop waits for answers under way before it cuts their connections. */
export const DRAIN_TIMEOUT_MS = 10_000;
/** A stop closes the port once no new connection has come for this long... */
export const QUIET_MS = 300;
/** ...or after this long at most, if connections keep coming. */
export const LEAVE_MAX_MS = 3000;

/** How often the drain looks whether connections still come. */
const LOOK_EVERY_MS = 50;
/** A turn of the event loop this short accepted everything queued before the look. */
const SHORT_TURN_MS = 20;

const SHUTTING_DOWN = JSON.stringify({
  statusCode: 503,
  message: 'Shutting down: try again in a moment',
});

export interface GracefulDrainOptions {
  logger: Logger;
  timeoutMs?: number;
  quietMs?: number;
  leaveMaxMs?: number;
}

export interface DrainingServer {
  /** An HTTP server answering with `app`, with the drain's rules while it runs. */
  server: Server;
  /** Starts the drain (once); resolves when the port is closed and every connection has ended. */
  drain(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The drain a stop does before the process exits, so a rolling restart
 * behind a balancer loses no request and applies no write twice.
 *
 * A balancer resends a request to another instance only when it knows the
 * first did not act on it: a refused connection (nothing was sent), or, for
 * reads, an error answer. It never resends a POST that reached an instance
 * (it cannot know whether it was applied). The one way a stop could lose a
 * POST is closing the port while a connection the kernel already took sits
 * unread in its queue: the kernel resets it after the balancer sent the
 * request. So the port stays open until the balancer stops sending:
 *
 * 1. While connections keep coming, a read (GET, HEAD) on a connection
 *    taken after the stop began is answered 503 at once, without running:
 *    the balancer retries it on another instance and leaves this one out
 *    for its fail timeout. Every other request (a write, or any request on
 *    a connection taken before: one in flight) is answered in full.
 * 2. Once no connection has come for `quietMs` (or after `leaveMaxMs`), the
 *    port closes: a later connection is refused, which the balancer retries
 *    elsewhere for every method. With no recent connection the port closes
 *    at the first look (a few tens of milliseconds).
 * 3. Every answer given during the drain says `Connection: close` and its
 *    connection ends after it, so no client or balancer sends another
 *    request on a connection that is about to close; idle kept-alive
 *    connections end at once (Node would keep them for its keep-alive
 *    timeout, holding the exit for seconds).
 * 4. After `timeoutMs`, connections still open are cut: a stop never hangs.
 */
export function drainingServer(
  app: RequestListener,
  {
    logger,
    timeoutMs = DRAIN_TIMEOUT_MS,
    quietMs = QUIET_MS,
    leaveMaxMs = LEAVE_MAX_MS,
  }: GracefulDrainOptions,
): DrainingServer {
  let draining = false;
  // Connections taken while the port stays open for the balancer to notice.
  const lateConnections = new WeakSet<Socket>();
  // Answers under way, so the drain can mark the ones whose head is not sent yet.
  const inFlight = new Set<ServerResponse>();
  let lastConnectionAt = -Infinity;
  const closeWhenIdle = () => setImmediate(() => server.closeIdleConnections());
  function answered(this: ServerResponse) {
    inFlight.delete(this);
    if (draining) closeWhenIdle();
  }

  const listener: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    if (draining) {
      res.setHeader('Connection', 'close');
      // A read on a connection that came after the stop began is new work
      // (one sent before is answered): it goes back to the balancer, to be
      // served elsewhere.
      if (lateConnections.has(req.socket) && (req.method === 'GET' || req.method === 'HEAD')) {
        res.writeHead(503, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': '1',
        });
        res.end(SHUTTING_DOWN);
        return;
      }
    }
    inFlight.add(res);
    // One shared handler: no closure made per request on the fast path.
    res.on('close', answered);
    return app(req, res);
  };

  /**
   * Waits until no connection has come for `quietMs`, or `leaveMaxMs` have
   * passed. Each look is taken right after the event loop has accepted
   * what waited in the port's queue (an immediate runs after the poll
   * phase) and only when that turn was short: a connection queued while a
   * long render held the loop is taken, and counted, before the port can
   * close on it.
   */
  async function untilQuiet() {
    const started = performance.now();
    for (;;) {
      await sleep(LOOK_EVERY_MS);
      const turnStarted = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      const now = performance.now();
      if (now - started >= leaveMaxMs) return;
      if (now - turnStarted < SHORT_TURN_MS && now - lastConnectionAt >= quietMs) return;
    }
  }

  const server = createServer(listener);
  server.on('connection', (socket: Socket) => {
    lastConnectionAt = performance.now();
    if (draining) lateConnections.add(socket);
  });
  let ended: Promise<void> | null = null;

  return {
    server,
    drain() {
      ended ??= drainNow();
      return ended;
    },
  };

  function drainNow(): Promise<void> {
    draining = true;
    for (const res of inFlight) {
      // Its connection ends after this answer; one whose head is already
      // out ends as soon as it is idle (closeWhenIdle above).
      if (!res.headersSent) res.setHeader('Connection', 'close');
    }
    server.closeIdleConnections();
    // Connections that go idle by any other way are ended too, a few times a second.
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    sweep.unref();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        logger.warn(
          { answersUnderWay: inFlight.size, timeoutMs },
          'stop: answers still under way after the drain time, closing their connections',
        );
        server.closeAllConnections();
      }, timeoutMs);
      timer.unref();
      void untilQuiet().then(() => {
        // Refuses new connections now; calls back once every connection has ended.
        server.close(() => {
          clearTimeout(timer);
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      });
    });
  }
}
