import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, E2E_ADMIN_PASSWORD, startAppProcess } from '../e2e/support/app-process';
import { type TestBucket, startTestBucket } from '../server/support/s3-server';
import { type Cluster, startCluster } from '../support/postgres-cluster';
import { signInCookie } from './support/durability-client';
import { type Figure, reportFigures } from './support/figures';
import { type Balancer, RECIPE, startBalancer } from './support/nginx';

/**
 * A cluster as an owner would run one: a PostgreSQL database, media in an S3
 * bucket (s3rver), two production instances sharing both and one session
 * secret, and Debian's nginx in front balancing them round-robin. The two
 * must behave as one site: a write made through one is served by the other
 * within a second, an upload through one is served by the other, the
 * sign-in lock-out and the contact-message limit count across both, visits
 * spread over both are counted exactly once each, and when one instance is
 * killed mid-load nginx moves to the other without losing an acknowledged
 * write.
 */

const MESSAGE_LIMIT = 5;
const VISITS = 200;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

let cluster: Cluster | undefined;
let bucket: TestBucket | undefined;
let first: AppProcess | undefined;
let second: AppProcess | undefined;
let balancer: Balancer | undefined;
let secondDataDir: string | undefined;
let env: Record<string, string>;
let cookie = '';
const figures: Record<string, Figure> = {};

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
  bytes: Buffer;
}

async function send(
  base: string,
  method: string,
  route: string,
  options: { json?: unknown; headers?: Record<string, string>; admin?: boolean } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.admin) headers.cookie = cookie;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${route}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON.
  }
  return { status: response.status, headers: response.headers, text, json, bytes };
}

/** host:port of an instance, as nginx names its upstreams. */
const hostOf = (url: string) => new URL(url).host;

/** Which instance answered through nginx: the last upstream it tried. */
function answeredBy(reply: Reply): 'A' | 'B' | '?' {
  const tried = (reply.headers.get('x-upstream') ?? '').split(',').map((entry) => entry.trim());
  const last = tried.at(-1);
  if (last === hostOf(first!.url)) return 'A';
  if (last === hostOf(second!.url)) return 'B';
  return '?';
}

/** Asks until `check` holds, and answers how long that took. */
async function millisecondsUntil(check: () => Promise<boolean>, limitMs = 5000): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Math.round(performance.now() - start);
}

function nginxSummary(log: string): string {
  const counts = new Map<string, number>();
  for (const line of log.split('\n')) {
    const what = line.replace(/^.*?\] \d+#\d+: (\*\d+ )?/, '').replace(/, client:.*$/, '');
    if (what) counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts].map(([what, count]) => `  ${count} x ${what}`).join('\n');
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database of its own on the throw-away cluster. */
async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  cluster = await startCluster();
  bucket = await startTestBucket('cluster-media');
  env = {
    DATABASE_URL: await createDatabase(cluster.url, 'portfolio_cluster'),
    ...bucket.env,
    TRUST_PROXY: 'loopback',
    MESSAGE_RATE_LIMIT: String(MESSAGE_LIMIT),
    LOG_LEVEL: 'warn',
  };
  // At once, as an orchestrator starts them: one makes the tables and the
  // admin account while the other waits its turn.
  const [one, two] = await Promise.allSettled([startAppProcess({ env }), startAppProcess({ env })]);
  // Kept before any failure is thrown, so afterAll stops the one that did start.
  first = one.status === 'fulfilled' ? one.value : undefined;
  second = two.status === 'fulfilled' ? two.value : undefined;
  for (const result of [one, two]) if (result.status === 'rejected') throw result.reason;
  if (!first || !second) throw new Error('an instance did not start');
  figures['instances started at once on a new database'] = 2;
  balancer = await startBalancer([hostOf(first.url), hostOf(second.url)]);
  cookie = await signInCookie(first.url);
}, 180_000);

afterAll(async () => {
  if (Object.keys(figures).length > 0) reportFigures('cluster', figures);
  await balancer?.stop();
  await Promise.all([first?.stop(), second?.stop()]);
  // The restarted instance was given its data folder, so its stop keeps it.
  if (secondDataDir) rmSync(secondDataDir, { recursive: true, force: true });
  await bucket?.close();
  cluster?.stop();
});

describe('two instances behind nginx on one database and one bucket', () => {
  it('serve a write made through one from the other within a second (API and home page)', async () => {
    const a = first!.url;
    const b = second!.url;
    const home = async () =>
      (await send(b, 'GET', '/', { headers: { 'user-agent': BROWSER } })).text;
    const names = async () =>
      (
        (await send(b, 'GET', '/api/category?limit=100')).json as { items: { name: string }[] }
      ).items.map((item) => item.name);
    // Kept in the second instance's memory before the write.
    await home();
    await names();

    const name = `Cluster ${randomUUID()}`;
    const title = `Title ${randomUUID()}`;
    expect((await send(a, 'POST', '/api/category', { json: { name }, admin: true })).status).toBe(
      200,
    );
    const apiMs = await millisecondsUntil(async () => (await names()).includes(name));
    expect(
      (await send(a, 'PUT', '/api/variable/title', { json: { value: title }, admin: true })).status,
    ).toBe(200);
    const pageMs = await millisecondsUntil(async () => (await home()).includes(title));

    figures['write on A seen by B, API (ms, under 1000)'] = apiMs;
    figures['write on A seen by B, home page (ms, under 1000)'] = pageMs;
    expect(apiMs).toBeLessThan(1000);
    expect(pageMs).toBeLessThan(1000);
  });

  it('serve an upload made through one from the other, byte for byte, ranges included', async () => {
    // A PDF by its signature, with a megabyte of random bytes after it.
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(1024 * 1024)]);
    const form = new FormData();
    form.append('name', `cluster-${randomUUID()}`);
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
      'cluster.pdf',
    );
    const uploaded = await fetch(`${first!.url}/api/media`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    const media = (await uploaded.json()) as { mediaId: number; url: string };
    expect(uploaded.status, JSON.stringify(media)).toBe(200);

    const whole = await send(second!.url, 'GET', media.url);
    expect(whole.status).toBe(200);
    const identical = whole.bytes.equals(bytes);
    const range = await send(second!.url, 'GET', media.url, {
      headers: { range: 'bytes=1000-4999' },
    });
    const rangeIdentical = range.bytes.equals(bytes.subarray(1000, 5000));
    // And through nginx, from whichever instance it picks.
    const viaBalancer = await send(balancer!.url, 'GET', media.url, {
      headers: { range: 'bytes=-100' },
    });

    figures['upload on A served by B, byte-identical'] = identical;
    figures['range from B (status, identical)'] = `${range.status}, ${rangeIdentical}`;
    expect(identical).toBe(true);
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 1000-4999/${bytes.length}`);
    expect(rangeIdentical).toBe(true);
    expect(viaBalancer.status).toBe(206);
    expect(viaBalancer.bytes.equals(bytes.subarray(bytes.length - 100))).toBe(true);
  });

  it('hold the sign-in lock-out and the message limit across both instances', async () => {
    const instances = [first!.url, second!.url];
    // 30 wrong passwords at once for one account, half through each
    // instance, each from an address of its own (so only the account's
    // lock can stop them): exactly ten may be tried.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        send(instances[index % 2]!, 'POST', '/auth/login', {
          json: { username: 'admin', password: `wrong-${index}` },
          headers: { 'x-forwarded-for': `203.0.113.${index + 1}` },
        }),
      ),
    );
    const guessStatuses = guesses.map((reply) => reply.status);
    const tried = guessStatuses.filter((status) => status === 401).length;
    const refused = guessStatuses.filter((status) => status === 429).length;
    const right = await Promise.all(
      instances.map(
        async (url, index) =>
          (
            await send(url, 'POST', '/auth/login', {
              json: { username: 'admin', password: E2E_ADMIN_PASSWORD },
              headers: { 'x-forwarded-for': `203.0.113.${100 + index}` },
            })
          ).status,
      ),
    );

    // One address sends more messages than its limit, at once, through both.
    const extra = 4;
    const messages = await Promise.all(
      Array.from({ length: MESSAGE_LIMIT + extra }, (_, index) =>
        send(instances[index % 2]!, 'POST', '/api/message', {
          json: { name: 'Grace', email: 'grace@example.com', message: `Hello, number ${index}` },
          headers: { 'x-forwarded-for': '198.51.100.77' },
        }),
      ),
    );
    const messageStatuses = messages.map((reply) => reply.status);
    const accepted = messageStatuses.filter((status) => status === 200).length;

    figures['wrong sign-ins sent at once over A and B'] = guesses.length;
    figures['of them tried (401, must be 10)'] = tried;
    figures['of them refused (429)'] = refused;
    figures['right password after, on A and B (must be 429)'] = right.join(', ');
    figures[`messages from one address (limit ${MESSAGE_LIMIT})`] = messages.length;
    figures['of them accepted (must equal the limit)'] = accepted;

    expect(tried).toBe(10);
    expect(refused).toBe(guesses.length - 10);
    expect(right).toEqual([429, 429]);
    expect(accepted).toBe(MESSAGE_LIMIT);
    expect(messageStatuses.filter((status) => status === 429)).toHaveLength(extra);
  });

  it(`count ${VISITS} visits spread over both exactly once each`, async () => {
    interface Day {
      date: string;
      totalVisits: number;
      uniqueVisits: number;
    }
    const totals = async () => {
      const days = (await send(first!.url, 'GET', '/api/analytics/visits', { admin: true }))
        .json as Day[];
      return days.reduce(
        (sum, day) => ({
          total: sum.total + day.totalVisits,
          unique: sum.unique + day.uniqueVisits,
        }),
        { total: 0, unique: 0 },
      );
    };
    // Visits of the checks before have been written (each instance writes every second).
    await sleep(1500);
    const before = await totals();

    const spread = { A: 0, B: 0, '?': 0 };
    const statuses: number[] = [];
    for (let start = 0; start < VISITS; start += 20) {
      const replies = await Promise.all(
        Array.from({ length: Math.min(20, VISITS - start) }, (_, offset) => {
          const index = start + offset;
          return send(balancer!.url, 'GET', '/', {
            headers: {
              'user-agent': BROWSER,
              'x-forwarded-for': `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`,
            },
          });
        }),
      );
      for (const reply of replies) {
        spread[answeredBy(reply)] += 1;
        statuses.push(reply.status);
      }
    }
    expect(statuses.every((status) => status === 200)).toBe(true);

    // Until both instances have written their counts, then a little longer: no more may come.
    let after = await totals();
    const waitMs = await millisecondsUntil(async () => {
      after = await totals();
      return after.total - before.total >= VISITS;
    });
    await sleep(1500);
    after = await totals();

    figures['visits sent through nginx (A / B)'] = `${VISITS} (${spread.A} / ${spread.B})`;
    figures['visits counted (must equal those sent)'] = after.total - before.total;
    figures['unique visitors counted (must equal addresses)'] = after.unique - before.unique;
    figures['visits written after (ms)'] = waitMs;
    expect(spread.A).toBeGreaterThan(0);
    expect(spread.B).toBeGreaterThan(0);
    expect(after.total - before.total).toBe(VISITS);
    expect(after.unique - before.unique).toBe(VISITS);
  });

  it('lose no acknowledged write when one instance is killed mid-load', async () => {
    const WRITERS = 6;
    const READERS = 2;
    const KILL_AFTER_MS = 2000;
    const RUN_MS = 6000;
    const acknowledged = new Map<number, string>();
    const failures: string[] = [];
    let writes = 0;
    let reads = 0;
    let failedReads = 0;
    let afterKill = { A: 0, B: 0, '?': 0 };
    let killed = false;
    const categories = async (base: string) =>
      (
        (await send(base, 'GET', '/api/category?limit=1')).json as {
          metadata: { totalItems: number };
        }
      ).metadata.totalItems;
    const before = await categories(first!.url);
    const start = performance.now();
    const running = () => performance.now() - start < RUN_MS;

    const writer = async (worker: number) => {
      for (let step = 0; running(); step += 1) {
        const name = `Load ${worker}-${step}-${randomUUID()}`;
        writes += 1;
        // Only a request sent once B is dead says where the balancer sends
        // work now: an answer B sent just before it died may still arrive after.
        const sentAfterKill = killed;
        try {
          const reply = await send(balancer!.url, 'POST', '/api/category', {
            json: { name },
            admin: true,
          });
          if (reply.status === 200) {
            acknowledged.set((reply.json as { categoryId: number }).categoryId, name);
            if (sentAfterKill) afterKill[answeredBy(reply)] += 1;
          } else {
            // nginx's own 502 page says nothing more; an instance's answer says why.
            const why = reply.json ? ` ${reply.text.slice(0, 120)}` : '';
            failures.push(`POST ${reply.status} from ${answeredBy(reply)}${why}`);
          }
        } catch (error) {
          failures.push(`POST ${(error as Error).message}`);
        }
      }
    };
    const reader = async () => {
      while (running()) {
        reads += 1;
        try {
          const reply = await send(balancer!.url, 'GET', '/api/category?limit=10');
          if (reply.status !== 200) failedReads += 1;
        } catch {
          failedReads += 1;
        }
      }
    };
    const kill = async () => {
      await sleep(KILL_AFTER_MS);
      await second!.kill('SIGKILL');
      killed = true;
      afterKill = { A: 0, B: 0, '?': 0 };
    };
    await Promise.all([
      ...Array.from({ length: WRITERS }, (_, worker) => writer(worker)),
      ...Array.from({ length: READERS }, () => reader()),
      kill(),
    ]);

    // Every acknowledged write, read back through the instance that lived.
    const lost: number[] = [];
    for (const [id, name] of acknowledged) {
      const reply = await send(first!.url, 'GET', `/api/category/${id}`);
      if (reply.status !== 200 || (reply.json as { name: string }).name !== name) lost.push(id);
    }

    // The killed instance comes back on its port and data folder and serves the same data.
    const port = Number(new URL(second!.url).port);
    secondDataDir = second!.dataDir;
    second = await startAppProcess({ dataDir: secondDataDir, env, port });
    let missingOnRestarted = 0;
    for (const id of acknowledged.keys()) {
      if ((await send(second.url, 'GET', `/api/category/${id}`)).status !== 200)
        missingOnRestarted += 1;
    }
    const onA = await categories(first!.url);
    const onB = await categories(second.url);

    figures['load: writes sent'] = writes;
    figures['load: writes acknowledged'] = acknowledged.size;
    figures['load: acknowledged found'] = acknowledged.size - lost.length;
    figures['load: acknowledged lost (must be 0)'] = lost.length;
    figures['load: writes failed in the failover'] = failures.length;
    figures['load: reads (failed)'] = `${reads} (${failedReads})`;
    figures['load: sent after the kill, acknowledged by A / B'] = `${afterKill.A} / ${afterKill.B}`;
    figures['restarted B: acknowledged missing (must be 0)'] = missingOnRestarted;
    // A write committed just before the kill whose answer died with the instance: allowed.
    figures['load: stored though the answer was lost'] = onA - before - acknowledged.size;
    figures['categories on A / restarted B'] = `${onA} / ${onB}`;
    if (failures.length > 0) console.log(`cluster: failed writes\n  ${failures.join('\n  ')}`);

    expect(killed).toBe(true);
    expect(afterKill.A, 'writes sent after the kill acknowledged by A').toBeGreaterThan(0);
    expect(afterKill.B, 'writes sent after the kill acknowledged by the killed instance').toBe(0);
    expect(lost).toEqual([]);
    expect(missingOnRestarted).toBe(0);
    expect(onB).toBe(onA);
    // Reads are retried on the living instance; only writes in flight on the killed one may fail.
    expect(failedReads).toBe(0);
    expect(failures.length).toBeLessThanOrEqual(WRITERS);
    // Back in the balancer's turn once its two seconds are up.
    const served = new Set<string>();
    await millisecondsUntil(async () => {
      served.add(answeredBy(await send(balancer!.url, 'GET', '/api/category?limit=1')));
      return served.has('B');
    }, 10_000);
  });

  it('are run with the nginx settings and restart steps the README gives', () => {
    const readme = readFileSync('README.md', 'utf8');
    const recipe = /```nginx\n(upstream portfolio \{[^`]*)```/.exec(readme)?.[1] ?? '';
    const upstream = /upstream portfolio \{([^}]*)\}/.exec(recipe)?.[1] ?? '';
    const servers = upstream.split('\n').filter((line) => line.trim().startsWith('server '));
    expect(servers.length).toBeGreaterThan(1);
    for (const line of servers) expect(line.trim()).toMatch(new RegExp(` ${RECIPE.server};$`));
    const others = upstream
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('server '));
    expect(others).toEqual(RECIPE.upstream);
    for (const line of RECIPE.location) expect(recipe).toContain(`    ${line}\n`);
    expect(readme).toContain(`then ${RECIPE.waitAfterHealthySeconds} seconds more`);
  });

  it('answer every request during a rolling restart done by the README recipe, each write once', async () => {
    const READERS = 4;
    const errors: string[] = [];
    const statuses = new Map<string, number>();
    const spread = { A: 0, B: 0, '?': 0 };
    const categoriesMade = new Map<number, string>();
    const messagesSent: string[] = [];
    let requests = 0;
    const timings: string[] = [];
    let restarting = true;
    const run = `${Date.now().toString(36)}`;
    const logBefore = balancer!.errorLog().length;

    /** One request through nginx; anything but the expected answer is an error. */
    const through = async (label: string, method: string, route: string, options = {}) => {
      requests += 1;
      try {
        const reply = await send(balancer!.url, method, route, options);
        const key = `${method} ${route.split('?')[0]} ${reply.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        spread[answeredBy(reply)] += 1;
        if (reply.status !== 200) {
          errors.push(`${label}: ${reply.status} via ${reply.headers.get('x-upstream') ?? '-'}`);
          return undefined;
        }
        return reply;
      } catch (error) {
        errors.push(
          `${label}: ${(error as Error).message} ${String((error as Error).cause ?? '')}`,
        );
        return undefined;
      }
    };
    const reader = async (index: number) => {
      const routes = ['/', '/api/category?limit=10', '/api/variable/environment', '/api/project'];
      for (let step = index; restarting; step += 1) {
        const route = routes[step % routes.length]!;
        await through(`GET ${route}`, 'GET', route, { headers: { 'user-agent': BROWSER } });
      }
    };
    const categoryWriter = async () => {
      for (let step = 0; restarting; step += 1) {
        const name = `Rolling ${run} #${step}#`;
        const reply = await through('POST /api/category', 'POST', '/api/category', {
          json: { name },
          admin: true,
        });
        if (reply) categoriesMade.set((reply.json as { categoryId: number }).categoryId, name);
      }
    };
    const messageWriter = async () => {
      for (let step = 0; restarting; step += 1) {
        const name = `Rolling ${run} #${step}#`;
        // An address per message: the limit per address is not what this checks.
        const reply = await through('POST /api/message', 'POST', '/api/message', {
          json: { name, email: 'grace@example.com', message: `Restart message ${step}` },
          headers: { 'x-forwarded-for': `198.19.${Math.floor(step / 250)}.${(step % 250) + 1}` },
        });
        if (reply) messagesSent.push(name);
      }
    };

    /** The README's steps for one instance: stop it, wait for its exit, start it, wait until healthy. */
    const restart = async (instance: AppProcess): Promise<AppProcess> => {
      const port = Number(new URL(instance.url).port);
      let mark = performance.now();
      await instance.stop();
      timings.push(`stop ${Math.round(performance.now() - mark)} ms`);
      mark = performance.now();
      // Until the instance's own /healthz answers 200: a minute and a half at
      // most, as a busy machine may take a while to start it.
      const started = await startAppProcess({ env, port, healthTimeoutMs: 90_000 });
      timings.push(`start ${Math.round(performance.now() - mark)} ms`);
      return started;
    };
    const restartBoth = async () => {
      const started = performance.now();
      await sleep(1000);
      first = await restart(first!);
      await sleep(RECIPE.waitAfterHealthySeconds * 1000);
      second = await restart(second!);
      // Traffic goes on until nginx sends to the restarted second instance again.
      await sleep(RECIPE.waitAfterHealthySeconds * 1000);
      restarting = false;
      return Math.round(performance.now() - started);
    };
    const [restartMs] = await Promise.all([
      restartBoth(),
      ...Array.from({ length: READERS }, (_, index) => reader(index)),
      categoryWriter(),
      messageWriter(),
    ]);

    // Each acknowledged write is there exactly once, read through the restarted instances.
    let categoriesWrong = 0;
    for (const name of categoriesMade.values()) {
      const reply = await send(
        first!.url,
        'GET',
        `/api/category?filter=${encodeURIComponent(name)}&limit=10`,
      );
      const items = (reply.json as { items: { name: string }[] }).items.filter(
        (item) => item.name === name,
      );
      if (items.length !== 1) categoriesWrong += 1;
    }
    let messagesWrong = 0;
    for (const name of messagesSent) {
      const reply = await send(
        second!.url,
        'GET',
        `/api/message?filter=${encodeURIComponent(name)}&limit=10`,
        { admin: true },
      );
      const items = (reply.json as { items: { name: string }[] }).items.filter(
        (item) => item.name === name,
      );
      if (items.length !== 1) messagesWrong += 1;
    }

    figures['rolling restart: requests through nginx'] = requests;
    figures['rolling restart: answered by A / B'] = `${spread.A} / ${spread.B}`;
    figures['rolling restart: errors (must be 0)'] = errors.length;
    figures['rolling restart: categories and messages acknowledged'] =
      `${categoriesMade.size} / ${messagesSent.length}`;
    figures['rolling restart: acknowledged writes not there exactly once (must be 0)'] =
      categoriesWrong + messagesWrong;
    figures['rolling restart: duration (ms)'] = restartMs;
    figures['rolling restart: steps'] = timings.join(', ');
    figures['rolling restart: what nginx logged (retried elsewhere)'] = nginxSummary(
      balancer!.errorLog().slice(logBefore),
    ).replace(/\n */g, '; ');
    console.log(
      `rolling restart answers:\n  ${[...statuses].map(([key, count]) => `${key}: ${count}`).join('\n  ')}`,
    );
    if (errors.length > 0)
      console.log(
        `rolling restart errors:\n  ${errors.slice(0, 40).join('\n  ')}\nnginx:\n${nginxSummary(balancer!.errorLog().slice(logBefore))}`,
      );

    expect(errors).toEqual([]);
    expect(categoriesWrong + messagesWrong).toBe(0);
    expect(categoriesMade.size).toBeGreaterThan(0);
    expect(messagesSent.length).toBeGreaterThan(0);
  });
});
