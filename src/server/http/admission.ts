import type { NextFunction, Request, RequestHandler, Response } from 'express';

export interface AdmissionOptions {
  /** Requests doing their work at once; the rest wait in arrival order. */
  concurrency: number;
  /**
   * A request holding its turn longer than this (a handler that never ends
   * its response, a stream to a slow client) gives it up, so one stuck
   * request can never stall the rest. It keeps running; it only stops
   * counting.
   */
  maxTurnMs: number;
}

/**
 * Lets requests that do their work on the event loop (API calls, server
 * renders) run a few at a time, in arrival order, each starting in the
 * check phase of a fresh turn of the event loop (`setImmediate`), never in
 * the middle of the I/O phase that received it.
 *
 * Why, found by the load suite (200 concurrent clients):
 * - SQLite answers synchronously, so the ORM's promises resolve without the
 *   event loop ever getting a turn: with many requests in flight, their
 *   queries and renders chained into one run of microtasks lasting seconds.
 *   A request that needs the event loop in between (an admin save waiting
 *   for its session's crypto, a reply waiting for gzip) waited a whole run
 *   at each step, and admin saves timed out while pages still came out.
 * - Node accepts one new connection per turn of the event loop, so turns of
 *   seconds also kept new visitors from connecting at all.
 * With one request per turn, turns stay short: other work gets in between,
 * connections are accepted, and each request waits about as long as the
 * queue in front of it. The CPU does the same work either way; it is only
 * shared fairly. (Starting a request right away when the line is empty,
 * inside the I/O phase, measurably brought the accept starvation back.)
 *
 * Only for work bound by the CPU: a request waiting on I/O (a file stream, a
 * password hash in the thread pool) would hold everyone else's turn.
 *
 * A request whose client left while it waited is skipped rather than served
 * to nobody: under overload that work would only lengthen the queue.
 * The turn ends when the response is handed over (`res.end`), not when a slow
 * client has read it all.
 */
export function admitInTurn({ concurrency, maxTurnMs }: AdmissionOptions): RequestHandler {
  const holdsTurn = new WeakSet<Request>();
  let running = 0;
  const waiting: (() => void)[] = [];

  const handOn = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else running -= 1;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    // A request already holding its turn (mounted twice on its way, say) must not
    // queue for a second one behind itself.
    if (holdsTurn.has(req)) return next();
    holdsTurn.add(req);
    let done = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      handOn();
    };
    const start = () => {
      if (req.socket.destroyed) return finish();
      const end = res.end;
      res.end = function (this: Response, ...args: Parameters<Response['end']>) {
        finish();
        return end.apply(this, args);
      } as Response['end'];
      res.once('close', finish);
      timer = setTimeout(finish, maxTurnMs);
      timer.unref();
      next();
    };
    if (running < concurrency) {
      running += 1;
      setImmediate(start);
    } else {
      waiting.push(start);
    }
  };
}
