/**
 * tsx scripts/measure-sqlite-driver.ts [--rounds 3] [--seconds 3] [--connections 1,8,64]
 *
 * The measurement behind decision 0044: the production build (`npm run build`
 * first) on a copy of a demo database, with better-sqlite3 and with
 * node-sqlite3 (`@mikro-orm/sqlite` 6.6.16), the latter with and without the
 * admission (admitInTurn). Needs:
 * - SQ_SEED_DIR: a DATA_DIR filled by `npm run seed:demo`, with
 *   SQ_ADMIN_PASSWORD its admin password (copied afresh for every server);
 * - SQ_SQLITE3_MODULES: a scratch node_modules holding `@mikro-orm/sqlite@6.6.16`
 *   whose `@mikro-orm/core` and `@mikro-orm/knex` are links to the project's
 *   (one copy of the ORM in the process);
 * - the experimental switches of commit a8c2d5d (reverted since; check it out to rerun): PORTFOLIO_SQLITE_DRIVER (db/orm.ts),
 *   PORTFOLIO_ADMISSION (app.ts), PORTFOLIO_MEASURE_FILE (main.ts);
 * - Debian's wrk (/usr/bin/wrk), one thread, closed loop.
 *
 * The configurations are interleaved: round 1 runs A, B, C, round 2 A, B, C,
 * ...; each server runs every route at every connection count (1 s warm-up,
 * then the measured run, with the event-loop delay histogram reset between).
 * Prints the median and min-max over the rounds and writes
 * test-results/sqlite-driver.json.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const ROUNDS = Number(option('rounds', '3'));
const SECONDS = Number(option('seconds', '3'));
const CONNECTIONS = option('connections', '1,8,64').split(',').map(Number);
const SEED_DIR = process.env.SQ_SEED_DIR ?? '';
const PASSWORD = process.env.SQ_ADMIN_PASSWORD ?? '';
const MODULES = process.env.SQ_SQLITE3_MODULES ?? '';
if (!SEED_DIR || !PASSWORD || !MODULES) {
  console.error('Set SQ_SEED_DIR, SQ_ADMIN_PASSWORD and SQ_SQLITE3_MODULES (see the header).');
  process.exit(1);
}

interface Config {
  name: string;
  env: Record<string, string>;
}
const CONFIGS: Config[] = [
  { name: 'better-sqlite3, admission', env: {} },
  {
    name: 'sqlite3, admission',
    env: {
      PORTFOLIO_SQLITE_DRIVER: 'sqlite3',
      PORTFOLIO_SQLITE3_MODULE: path.join(MODULES, '@mikro-orm/sqlite/index.mjs'),
      NODE_PATH: MODULES,
    },
  },
  {
    name: 'sqlite3, no admission',
    env: {
      PORTFOLIO_SQLITE_DRIVER: 'sqlite3',
      PORTFOLIO_SQLITE3_MODULE: path.join(MODULES, '@mikro-orm/sqlite/index.mjs'),
      NODE_PATH: MODULES,
      PORTFOLIO_ADMISSION: 'off',
    },
  },
];

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PROJECTS = '/api/project?page=1&limit=1000&sort=pinned:desc,publishedAt:desc';

interface Route {
  name: string;
  /** wrk Lua; `COOKIE` is replaced by the admin's session cookie. */
  lua: string;
}
const headers = (accept: string, cookie = false) =>
  `wrk.headers["User-Agent"] = "${UA}"\nwrk.headers["Accept"] = "${accept}"\n` +
  (cookie ? `wrk.headers["Cookie"] = "COOKIE"\n` : '');
/** A distinct query string per request: the fast lane (0025) cannot answer it from memory. */
const distinct = (base: string) =>
  `local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format("GET", "${base}" .. "n=" .. n .. "-" .. math.random(1e9))\nend\n`;
const ROUTES: Route[] = [
  {
    name: 'GET /api/variable/environment (kept)',
    lua: headers('application/json') + `wrk.path = "/api/variable/environment"\n`,
  },
  {
    name: 'GET /api/project list (distinct query)',
    lua: headers('application/json') + distinct(`${PROJECTS}&`),
  },
  { name: 'GET / (kept)', lua: headers('text/html') + `wrk.path = "/"\n` },
  { name: 'GET / (distinct query)', lua: headers('text/html') + distinct('/?') },
  {
    name: 'GET /api/project admin list (cookie)',
    lua: headers('application/json', true) + `wrk.path = "${PROJECTS}"\n`,
  },
  {
    name: 'POST+DELETE /api/category (cookie)',
    lua:
      headers('application/json', true) +
      `wrk.headers["Content-Type"] = "application/json"
local n, ids, deleted = 0, {}, {}
request = function()
  if #ids > 0 then
    local id = table.remove(ids)
    deleted[id] = true
    return wrk.format("DELETE", "/api/category/" .. id)
  end
  n = n + 1
  return wrk.format("POST", "/api/category", nil, '{"name":"bench-' .. math.random(1e9) .. '-' .. n .. '"}')
end
response = function(status, headers, body)
  local id = body:match('"categoryId":(%d+),"name":"bench%-')
  -- A DELETE answers the deleted row too (decision 0005).
  if id and not deleted[id] then ids[#ids + 1] = id end
end
`,
  },
];
const DONE = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(path.join(tmpdir(), 'sqlite-driver-'));

async function startServer(config: Config, port: number, dataDir: string, measureFile: string) {
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...config.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      TRUST_PROXY: '',
      PUBLIC_URL: '',
      ADMIN_PASSWORD: '',
      PORTFOLIO_MEASURE_FILE: measureFile,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url };
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`${config.name}: no healthy /healthz`);
}

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('portfolio_session='));
  if (!answer.ok || !cookie) throw new Error(`sign-in answered ${answer.status}`);
  return cookie.split(';')[0] ?? '';
}

function wrk(url: string, luaFile: string, connections: number, seconds: number) {
  const out = execFileSync(
    '/usr/bin/wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', luaFile, url],
    { encoding: 'utf8' },
  );
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${out}`);
  return JSON.parse(line.slice(7)) as {
    requests: number;
    seconds: number;
    p50: number;
    p99: number;
    errors: number;
    non2xx: number;
  };
}

async function snapshot(child: ChildProcess, file: string) {
  rmSync(file, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as {
        eldP99Ms: number;
        eldMaxMs: number;
        rssMb: number;
        peakRssMb: number;
      };
    } catch {
      await sleep(20);
    }
  }
  throw new Error('the server wrote no measurement');
}

interface Row {
  config: string;
  round: number;
  route: string;
  connections: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  eldP99Ms: number;
  eldMaxMs: number;
  peakRssMb: number;
}
const rows: Row[] = [];
const idle: { config: string; round: number; rssMb: number; peakRssMb: number }[] = [];

let port = 39200;
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const config of CONFIGS) {
    const dataDir = path.join(work, `data-${round}-${CONFIGS.indexOf(config)}`);
    cpSync(SEED_DIR, dataDir, { recursive: true });
    const measureFile = path.join(work, 'measure.json');
    const { child, url } = await startServer(config, (port += 1), dataDir, measureFile);
    try {
      await sleep(1000);
      const start = await snapshot(child, measureFile);
      idle.push({ config: config.name, round, rssMb: start.rssMb, peakRssMb: start.peakRssMb });
      const cookie = await signIn(url);
      for (const route of ROUTES) {
        const luaFile = path.join(work, 'route.lua');
        writeFileSync(luaFile, route.lua.replace('COOKIE', cookie) + DONE);
        for (const connections of CONNECTIONS) {
          wrk(url, luaFile, connections, 1);
          await snapshot(child, measureFile);
          const result = wrk(url, luaFile, connections, SECONDS);
          const measured = await snapshot(child, measureFile);
          const row: Row = {
            config: config.name,
            round,
            route: route.name,
            connections,
            rps: Math.round(result.requests / result.seconds),
            p50Ms: Math.round(result.p50 * 100) / 100,
            p99Ms: Math.round(result.p99 * 100) / 100,
            errors: result.errors,
            non2xx: result.non2xx,
            eldP99Ms: measured.eldP99Ms,
            eldMaxMs: measured.eldMaxMs,
            peakRssMb: measured.peakRssMb,
          };
          rows.push(row);
          console.log(JSON.stringify(row));
        }
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const spread = (values: number[]) =>
  `${median(values)} (${Math.min(...values)}-${Math.max(...values)})`;

console.log('\nmedian (min-max) over rounds');
console.log(
  '| route | conns | config | req/s | p50 ms | p99 ms | loop delay p99 ms | peak RSS MB | non-2xx/errors |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const route of ROUTES) {
  for (const connections of CONNECTIONS) {
    for (const config of CONFIGS) {
      const set = rows.filter(
        (r) => r.route === route.name && r.connections === connections && r.config === config.name,
      );
      const pick = (key: keyof Row) => spread(set.map((r) => Number(r[key])));
      const bad = set.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      console.log(
        `| ${route.name} | ${connections} | ${config.name} | ${pick('rps')} | ${pick('p50Ms')} | ${pick('p99Ms')} | ${pick('eldP99Ms')} | ${pick('peakRssMb')} | ${bad} |`,
      );
    }
  }
}
for (const config of CONFIGS) {
  const set = idle.filter((r) => r.config === config.name);
  console.log(`idle RSS ${config.name}: ${spread(set.map((r) => r.rssMb))} MB`);
}
mkdirSync('test-results', { recursive: true });
writeFileSync(
  'test-results/sqlite-driver.json',
  JSON.stringify(
    { date: new Date().toISOString(), rounds: ROUNDS, seconds: SECONDS, rows, idle },
    null,
    2,
  ),
);
rmSync(work, { recursive: true, force: true });
