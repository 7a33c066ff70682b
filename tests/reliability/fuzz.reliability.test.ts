import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppProcess,
  E2E_ADMIN_PASSWORD,
  freePort,
  startAppProcess,
} from '../e2e/support/app-process';
import { mailEnv, startTestSmtp, type TestSmtpServer } from '../server/support/smtp-server';
import { reportFigures } from './support/figures';
import {
  type Access,
  managesSignIn,
  prepareAccess,
  TWO_FACTOR_SCRIPTED,
  twoFactorRound,
} from './support/fuzz-access';
import { NO_FINDINGS, Verdicts } from './support/fuzz-checks';
import {
  closeClient,
  type RawReply,
  type RawRequest,
  sendAll,
  sendRaw,
} from './support/fuzz-client';
import { envelopeProblem, loadOperations } from './support/fuzz-contract';
import { startProbe } from './support/fuzz-probe';
import { addressOf, hostileShapes } from './support/fuzz-shapes';
import { type FuzzRequest, generateRequests, type SessionKind } from './support/fuzz-requests';
import {
  type AdminHttp,
  type Content,
  inspectAfterwards,
  prepareContent,
  signIn,
} from './support/fuzz-setup';

/**
 * Fuzzing from the contract. Every operation of openapi.json is
 * called with generated input, first once well-formed, then broken in every
 * way support/fuzz-requests.ts knows (wrong types, missing and extra fields,
 * odd strings, numbers and dates, malformed JSON, wrong content types, odd
 * queries, paths, methods and headers), against the built production server,
 * mostly signed in as an admin so the validation behind the session is
 * reached, and some with the admin's read and write API tokens. No answer
 * may be a 5xx or an error outside the contract's error envelope, no junk may be
 * accepted, no token may do more than its scope, and afterwards the process
 * must be healthy, the fuzzer still signed in, and the content it held
 * before the run unchanged.
 *
 * Two parts, in order: the calls that manage sign-in (sign-out, sessions,
 * tokens, two-factor) as a second admin, who signs in again whenever one of
 * them ends its session (support/fuzz-access.ts); then everything else,
 * logins included, as the first admin. Fuzzed logins fail, and soon lock
 * the loopback address every request comes from, so no sign-in may be
 * needed after them.
 *
 * Replay: RELIABILITY_SEED=<seed> (printed) regenerates the same requests;
 * FUZZ_ONLY=12,345 sends only those, after the same set-up; FUZZ_REQUESTS
 * and FUZZ_CONCURRENCY change the size and the parallelism (with
 * FUZZ_CONCURRENCY=1 the server sees them in exactly the same order).
 */

const SEED = Number(process.env.RELIABILITY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const ONLY = process.env.FUZZ_ONLY?.split(',').map(Number);

/**
 * The CPU time so far (user and system, in ms) of the server's main thread,
 * the one that runs its event loop, from /proc. Work in the thread pool (a
 * password hash, libvips) runs beside the event loop and is not counted.
 */
function cpuMsOf(pid: number): number {
  const fields =
    readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Calls that end the session they are made with when they succeed. */
const ENDS_OWN_SESSION = new Set(['POST /auth/logout', 'DELETE /api/session/{id}']);

/**
 * Operations whose success the run does not send: changing the fuzzing
 * admin's own password ends its other sessions and revokes its API tokens,
 * which the rest of the run signs in with. Its success path is held by
 * tests/server/confirm.test.ts; here it gets only refusals.
 */
const SUCCESS_NOT_SENT = new Set(['POST /auth/password']);

describe('fuzzing from the contract', () => {
  let app: AppProcess;
  let admin: AdminHttp;
  let content: Content;
  let access: Access;
  let smtp: TestSmtpServer;
  const operations = loadOperations();

  beforeAll(async () => {
    // Mail on, through an SMTP server of the test's own: replies from the
    // inbox then reach their success path (without it they answer 503).
    smtp = await startTestSmtp();
    const port = await freePort();
    app = await startAppProcess({
      port,
      env: {
        // Message posts are limited to 5 a minute per address: raised, so they reach validation.
        MESSAGE_RATE_LIMIT: '1000000',
        // The run is long; its set-up sessions keep their sensitive changes
        // (clearing a target's two-factor on renewal) for all of it.
        CONFIRM_MINUTES: '1440',
        ...mailEnv(smtp, `http://127.0.0.1:${port}`),
        NOTIFY_EMAIL: 'owner@example.com',
      },
    });
    admin = await signIn(app.url, E2E_ADMIN_PASSWORD);
    content = await prepareContent(admin, app.url, {
      username: 'admin',
      password: E2E_ADMIN_PASSWORD,
    });
    access = await prepareAccess(admin, app.url, content.pools);
  });

  afterAll(async () => {
    closeClient();
    await app?.stop();
    await smtp?.stop();
  });

  it('answers every generated request inside the contract, and keeps its content', async () => {
    const all = generateRequests(operations, content.pools, REQUESTS, SEED, TWO_FACTOR_SCRIPTED);
    const requests = ONLY ? all.filter((request) => ONLY.includes(request.index)) : all;
    // A sealed cookie with a few characters changed: it must read as no session at all.
    const tampered = admin.cookie.replace(/.{6}(?=.{12}$)/, 'AAAAAA');
    const credentials = (session: SessionKind, adminCookie: string): Record<string, string> => {
      switch (session) {
        case 'admin':
          return { cookie: adminCookie };
        case 'tampered':
          return { cookie: tampered };
        case 'read':
        case 'write':
          return { authorization: `Bearer ${access.tokens[session]}` };
        default:
          return {};
      }
    };
    const verdicts = new Verdicts(operations);
    const operationsById = new Map(operations.map((operation) => [operation.id, operation]));

    /** The signed-in calls one by one (their order matters), then the fuzzed ones in parallel. */
    const send = async (
      list: FuzzRequest[],
      cookie: () => string,
      onReply: (request: FuzzRequest, reply: RawReply, sent: RawRequest) => Promise<void>,
    ) => {
      const prepare = (request: FuzzRequest): RawRequest => ({
        ...request,
        headers: { ...request.headers, ...credentials(request.session, cookie()) },
      });
      const fixed = list.filter((request) => request.kind.startsWith('well-formed call'));
      const fuzzed = list.filter((request) => !request.kind.startsWith('well-formed call'));
      await sendAll(app.url, fixed, 1, onReply, prepare);
      await sendAll(app.url, fuzzed, CONCURRENCY, onReply, prepare);
    };

    const started = Date.now();
    // Part one: the sign-in calls, as the second admin.
    const round = await twoFactorRound(app.url, operations, access.session, (request, reply) =>
      verdicts.record(request, reply),
    );
    const signInCalls = requests.filter((request) => managesSignIn(request.operation));
    await send(
      signInCalls,
      () => access.session.cookie,
      async (request, reply, sent) => {
        verdicts.record(request, reply);
        const sentCookie = sent.headers.cookie;
        const operation = operationsById.get(request.operation);
        if (request.session !== 'admin' || !sentCookie || request.method !== operation?.method) {
          return;
        }
        const ok = reply.status >= 200 && reply.status < 300;
        if (ok && ENDS_OWN_SESSION.has(operation.id)) {
          // Ending a session other than the one in use leaves it be.
          const endedOwn =
            operation.id === 'POST /auth/logout' || reply.text.includes('"current":true');
          if (endedOwn) await access.session.endedBy(sentCookie);
        } else if (
          reply.status === 401 &&
          operation.secured &&
          request.headers.authorization === undefined
        ) {
          await access.session.refusedWith(sentCookie);
        }
      },
    );
    // Part two: everything else, as the first admin, whose session must last.
    const rest = requests.filter((request) => !managesSignIn(request.operation));
    await send(
      rest,
      () => admin.cookie,
      async (request, reply) => verdicts.record(request, reply),
    );
    const seconds = (Date.now() - started) / 1000;
    const after = await inspectAfterwards(app, admin, content);
    const identity = await admin.send('GET', '/auth/identity');
    const lost = access.session.unexplainedLosses();

    const missed = ONLY
      ? []
      : operations.filter(
          (operation) =>
            !verdicts.operationsAnsweredOk.has(operation.id) && !SUCCESS_NOT_SENT.has(operation.id),
        );
    const details = [
      verdicts.report(SEED, missed),
      ...round.problems.map((problem) => `two-factor round: ${problem}`),
      ...after.crashLines.slice(0, 10).map((line) => `crash line: ${line.slice(0, 600)}`),
      ...after.changed.map((line) => `sentinel changed: ${line}`),
    ].filter(Boolean);
    if (details.length > 0) console.log(details.join('\n'));

    const kinds = ['admin', 'none', 'tampered', 'read', 'write'] as const;
    const bySession = kinds.map(
      (session) => requests.filter((request) => request.session === session).length,
    );
    const readWrites = [...verdicts.readTokenWrites.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    reportFigures('fuzzing', {
      seed: SEED,
      'requests sent': requests.length,
      'signed in / visitor / tampered cookie / read token / write token': bySession.join(' / '),
      'sign-in calls as the second admin / its sign-ins again': `${signInCalls.length} / ${access.session.renewals}`,
      seconds: Number(seconds.toFixed(1)),
      'operations in openapi.json': operations.length,
      'well-formed calls answered 2xx': `${verdicts.wellFormed.ok} of ${verdicts.wellFormed.sent}`,
      'operations answered 2xx at least once': verdicts.operationsAnsweredOk.size,
      'answers by status': verdicts.statusSummary(),
      'read-token writes to admin-only calls, by status': readWrites || 'none',
      '5xx answers (max 0)': verdicts.counts.serverErrors,
      'errors outside the envelope (max 0)': verdicts.counts.offEnvelope,
      'requests without an answer (max 0)': verdicts.counts.noAnswer,
      'invalid input accepted (max 0)': verdicts.counts.junkAccepted,
      'admin-only answered to visitors (max 0)': verdicts.counts.servedToVisitor,
      'success replies off their schema (max 0)': verdicts.counts.successOffSchema,
      'token calls beyond or against their scope (max 0)': verdicts.counts.tokenScopeBroken,
      'two-factor round calls answered wrongly (max 0)':
        verdicts.counts.unexpectedAnswer + round.problems.length,
      'statuses the operation does not document (max 0)': verdicts.undocumentedTotal(),
      'sessions lost without a sign-out (max 0)': lost.length,
      "fuzzer's session afterwards": identity.status,
      'healthz afterwards': after.health,
      'process alive afterwards': after.alive,
      'crash lines in the log (max 0)': after.crashLines.length,
      'sentinel rows changed (max 0)': after.changed.length,
      'home page and /cv afterwards': `${after.home}, ${after.cv}`,
    });

    expect(verdicts.counts).toEqual(NO_FINDINGS);
    expect(round.problems).toEqual([]);
    expect(Object.fromEntries(verdicts.undocumented)).toEqual({});
    if (!ONLY) {
      expect(requests.length).toBeGreaterThanOrEqual(5000);
      // The success path of every operation was reached, not only its refusals.
      expect(missed.map((operation) => operation.id)).toEqual([]);
    }
    expect(lost).toEqual([]);
    expect(identity.status).toBe(200);
    expect(after.health).toBe(200);
    expect(after.alive).toBe(true);
    expect(after.crashLines).toEqual([]);
    expect(after.changed).toEqual([]);
    expect([after.home, after.cv]).toEqual([200, 200]);
  });

  /**
   * Hostile JSON shapes (support/fuzz-shapes.ts: 100k levels deep, a million
   * values, 50k keys, megabyte strings) to every route, each shape to each
   * route once, the caller turning from visitor to admin to write token, so
   * every route gets them signed in and not. Meanwhile a probe thread asks
   * for `/healthz` and `/` as a visitor would.
   *
   * The bound: no other request may wait more than 100 ms because of one
   * of them. Waits measured by the clock stretch with whatever else the
   * machine runs (it is shared: builds and tests of other work, and this
   * suite building and sending the bodies), so the bound is checked on the
   * server's CPU time instead: the requests go one at a time, and the CPU
   * the server's event-loop thread spent (from /proc) between sending one
   * and its answer is at most 100 ms. A request cannot hold the event loop
   * longer than the CPU that thread spends meanwhile, so this bounds every
   * other request's wait whatever the load; the probe's own requests, and
   * the GC pauses they cause, are counted too, which only makes it
   * stricter. The clock ticks in 10 ms steps. Before the bounds, a 1 MB
   * nested body cost 0.6 s. The probe's waits are reported
   * beside it, and its median must stay within 100 ms of the quiet one.
   */
  it('takes deep and wide JSON shapes on every route without exiting or stalling others', async () => {
    const shapes = hostileShapes();
    const sessions = ['none', 'admin', 'write'] as const;
    const headersFor = (session: (typeof sessions)[number]): Record<string, string> =>
      session === 'admin'
        ? { cookie: admin.cookie }
        : session === 'write'
          ? { authorization: `Bearer ${access.tokens.write}` }
          : {};
    // A shape the bounds let through reaches the call itself: none to calls that end sessions or delete.
    const mayEndSomething = (operation: (typeof operations)[number]) =>
      operation.method === 'DELETE' ||
      managesSignIn(operation.id) ||
      ENDS_OWN_SESSION.has(operation.id);
    const requests: (RawRequest & { label: string; size: number })[] = [];
    let turn = 0;
    for (const operation of operations) {
      // The largest shapes go to the routes that take bodies over 1 MB; elsewhere the size limit stops them.
      const takesLarge =
        operation.path === '/api/import/json-resume' ||
        operation.body?.contentType.startsWith('multipart/') === true;
      for (const shape of shapes) {
        if (shape.body.length > 1_000_000 && !takesLarge) continue;
        if (shape.withinBounds && mayEndSomething(operation)) continue;
        const targets = takesLarge ? sessions : [sessions[turn++ % sessions.length]];
        for (const session of targets) {
          requests.push({
            label: `${operation.id} ${session}: ${shape.name}`,
            method: operation.method,
            path: addressOf(operation, content.pools),
            headers: { 'content-type': 'application/json', ...headersFor(session as never) },
            body: shape.body,
            size: shape.body.length,
          });
        }
      }
    }

    const quiet = startProbe(app.url);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const baseline = await quiet.stop();

    const findings: string[] = [];
    const statuses = new Map<number, number>();
    let closedWhileSending = 0;
    const inFlight: { label: string; from: number; to: number }[] = [];
    const probe = startProbe(app.url);
    const started = Date.now();
    const sentAt = new Map<RawRequest, { at: number; cpu: number }>();
    const prepare = (request: (typeof requests)[number]) => {
      sentAt.set(request, { at: Date.now(), cpu: cpuMsOf(app.pid) });
      return request;
    };
    let costliest = { label: '', cpuMs: 0 };
    await sendAll(
      app.url,
      requests,
      // One at a time: the server's CPU time between sending and the answer is this request's alone.
      1,
      (request, reply) => {
        const sent = sentAt.get(request) ?? { at: 0, cpu: 0 };
        const cpuMs = cpuMsOf(app.pid) - sent.cpu;
        if (cpuMs > costliest.cpuMs) costliest = { label: request.label, cpuMs };
        inFlight.push({ label: request.label, from: sent.at, to: Date.now() });
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        if (reply.status <= 0) {
          // A body over 1 MB refused before it was read: the answer goes out and the connection closes.
          if (
            request.size > 1_000_000 &&
            /EPIPE|ECONNRESET|socket hang up/.test(reply.error ?? '')
          ) {
            closedWhileSending++;
          } else {
            findings.push(`${request.label}: no answer (${reply.error})`);
          }
          return;
        }
        if (reply.status >= 500) findings.push(`${request.label}: ${reply.status} ${reply.text}`);
        else if (reply.status >= 300) {
          const problem = envelopeProblem(
            reply.status,
            request.method,
            request.path.split('?')[0] ?? '',
            reply.contentType,
            reply.text,
          );
          if (problem) findings.push(`${request.label}: ${reply.status} ${problem}`);
        }
      },
      prepare,
    );
    const seconds = (Date.now() - started) / 1000;
    const loaded = await probe.stop();
    const health = await sendRaw(app.url, { method: 'GET', path: '/healthz', headers: {} });
    let alive = true;
    try {
      process.kill(app.pid, 0);
    } catch {
      alive = false;
    }
    const identity = await admin.send('GET', '/auth/identity');

    if (findings.length > 0) console.log(findings.slice(0, 30).join('\n'));
    // What was in flight while the slowest probes waited: where to look when the bound breaks.
    for (const slow of loaded.slowest) {
      const overlapping = inFlight
        .filter((request) => request.from <= slow.at + slow.ms && request.to >= slow.at)
        .map((request) => request.label);
      console.log(`probe of ${Math.round(slow.ms)} ms, during: ${overlapping.join(' | ')}`);
    }
    reportFigures('fuzzing with hostile JSON shapes', {
      'shapes / operations / requests': `${shapes.length} / ${operations.length} / ${requests.length}`,
      'megabytes sent': Math.round(requests.reduce((sum, request) => sum + request.size, 0) / 1e6),
      seconds: Number(seconds.toFixed(1)),
      'answers by status': [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', '),
      'refused unread, connection closed while sending': closedWhileSending,
      'findings (5xx, off the envelope, no answer; max 0)': findings.length,
      'probe alone: count / p50 / p99 / max ms': `${baseline.count} / ${baseline.p50} / ${baseline.p99} / ${baseline.max}`,
      'probe under the shapes: count / p50 / p99 / max ms': `${loaded.count} / ${loaded.p50} / ${loaded.p99} / ${loaded.max}`,
      'most event-loop CPU one request took, ms (max 100)': `${costliest.cpuMs} (${costliest.label})`,
      'probe failures (max 0)': baseline.failures + loaded.failures,
      'process alive afterwards': alive,
      'healthz afterwards': health.status,
    });

    expect(findings).toEqual([]);
    expect(alive).toBe(true);
    expect(health.status).toBe(200);
    expect(identity.status).toBe(200);
    expect(loaded.failures + baseline.failures).toBe(0);
    expect(loaded.count).toBeGreaterThan(10);
    expect(costliest.cpuMs).toBeLessThanOrEqual(100);
    expect(loaded.p50).toBeLessThanOrEqual(baseline.p50 + 100);
  });
});
