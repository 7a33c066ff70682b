import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from '../e2e/support/app-process';
import { reportFigures } from './support/figures';
import { NO_FINDINGS, Verdicts } from './support/fuzz-checks';
import { closeClient, sendAll } from './support/fuzz-client';
import { loadOperations } from './support/fuzz-contract';
import { generateRequests } from './support/fuzz-requests';
import {
  type AdminHttp,
  type Content,
  inspectAfterwards,
  prepareContent,
  signIn,
} from './support/fuzz-setup';

/**
 * Issue 6 §1: fuzzing from the contract. Every operation of openapi.json is
 * called with generated input, first once well-formed, then broken in every
 * way support/fuzz-requests.ts knows (wrong types, missing and extra fields,
 * odd strings, numbers and dates, malformed JSON, wrong content types, odd
 * queries, paths, methods and headers), against the built production server,
 * mostly signed in as an admin so the validation behind the session is
 * reached. No answer may be a 5xx or an error outside contract §1's envelope,
 * no junk may be accepted, and afterwards the process must be healthy and
 * the content it held before the run unchanged.
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

describe('fuzzing from the contract', () => {
  let app: AppProcess;
  let admin: AdminHttp;
  let content: Content;
  const operations = loadOperations();

  beforeAll(async () => {
    // Message posts are limited to 5 a minute per address: raised, so they reach validation.
    app = await startAppProcess({ env: { MESSAGE_RATE_LIMIT: '1000000' } });
    admin = await signIn(app.url, E2E_ADMIN_PASSWORD);
    content = await prepareContent(admin, app.url, {
      username: 'admin',
      password: E2E_ADMIN_PASSWORD,
    });
  });

  afterAll(async () => {
    closeClient();
    await app?.stop();
  });

  it('answers every generated request inside the contract, and keeps its content', async () => {
    const all = generateRequests(operations, content.pools, REQUESTS, SEED);
    const requests = ONLY ? all.filter((request) => ONLY.includes(request.index)) : all;
    const cookies = {
      admin: admin.cookie,
      // A sealed cookie with a few characters changed: it must read as no session at all.
      tampered: admin.cookie.replace(/.{6}(?=.{12}$)/, 'AAAAAA'),
      none: undefined,
    };
    const verdicts = new Verdicts(operations);

    const started = Date.now();
    await sendAll(
      app.url,
      requests.map((request) => {
        const cookie = cookies[request.session];
        return { ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } };
      }),
      CONCURRENCY,
      (request, reply) => verdicts.record(request, reply),
    );
    const seconds = (Date.now() - started) / 1000;
    const after = await inspectAfterwards(app, admin, content);

    const missed = ONLY
      ? []
      : operations.filter((operation) => !verdicts.operationsAnsweredOk.has(operation.id));
    const details = [
      verdicts.report(SEED, missed),
      ...after.crashLines.slice(0, 10).map((line) => `crash line: ${line.slice(0, 600)}`),
      ...after.changed.map((line) => `sentinel changed: ${line}`),
    ].filter(Boolean);
    if (details.length > 0) console.log(details.join('\n'));

    const sessions = (['admin', 'none', 'tampered'] as const).map(
      (session) => requests.filter((request) => request.session === session).length,
    );
    reportFigures('fuzzing', {
      seed: SEED,
      'requests sent': requests.length,
      'signed in / visitor / tampered cookie': sessions.join(' / '),
      seconds: Number(seconds.toFixed(1)),
      'operations in openapi.json': operations.length,
      'well-formed calls answered 2xx': `${verdicts.wellFormed.ok} of ${verdicts.wellFormed.sent}`,
      'operations answered 2xx at least once': verdicts.operationsAnsweredOk.size,
      'answers by status': verdicts.statusSummary(),
      '5xx answers (max 0)': verdicts.counts.serverErrors,
      'errors outside the envelope (max 0)': verdicts.counts.offEnvelope,
      'requests without an answer (max 0)': verdicts.counts.noAnswer,
      'invalid input accepted (max 0)': verdicts.counts.junkAccepted,
      'admin-only answered to visitors (max 0)': verdicts.counts.servedToVisitor,
      'success replies off their schema (max 0)': verdicts.counts.successOffSchema,
      'statuses the operation does not document (max 0)': verdicts.undocumentedTotal(),
      'healthz afterwards': after.health,
      'process alive afterwards': after.alive,
      'crash lines in the log (max 0)': after.crashLines.length,
      'sentinel rows changed (max 0)': after.changed.length,
      'home page and /cv afterwards': `${after.home}, ${after.cv}`,
    });

    expect(verdicts.counts).toEqual(NO_FINDINGS);
    expect(Object.fromEntries(verdicts.undocumented)).toEqual({});
    if (!ONLY) {
      expect(requests.length).toBeGreaterThanOrEqual(5000);
      // The success path of every operation was reached, not only its refusals.
      expect(missed.map((operation) => operation.id)).toEqual([]);
    }
    expect(after.health).toBe(200);
    expect(after.alive).toBe(true);
    expect(after.crashLines).toEqual([]);
    expect(after.changed).toEqual([]);
    expect([after.home, after.cv]).toEqual([200, 200]);
  });
});
