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
import { closeClient, type RawReply, type RawRequest, sendAll } from './support/fuzz-client';
import { loadOperations } from './support/fuzz-contract';
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

/** Calls that end the session they are made with when they succeed. */
const ENDS_OWN_SESSION = new Set(['POST /auth/logout', 'DELETE /api/session/{id}']);

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
      : operations.filter((operation) => !verdicts.operationsAnsweredOk.has(operation.id));
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
});
