import { mkdtempSync } from 'node:fs';
import { startServer } from './src/server/server';
import { loadSettings } from './src/server/settings';
const ADMIN_PASSWORD = 'correct-horse-battery';
const server = await startServer(loadSettings({ NODE_ENV: 'test', PORT: '0', DATA_DIR: mkdtempSync('/tmp/q-'), SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long', ADMIN_PASSWORD, LOG_LEVEL: 'silent' }));
const knex = (server.orm.em.getConnection() as any).getKnex();
const log: string[] = [];
knex.on('query', (q: any) => log.push(q.sql.slice(0, 160)));
const login = await fetch(`${server.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
const cookie = login.headers.getSetCookie().map((l) => l.split(';')[0]).join('; ');
for (const p of [process.argv[2] ?? '/api/variable?page=1&limit=20']) {
  await fetch(`${server.url}${p}`, { headers: { cookie, accept: 'application/json' } });
  log.length = 0;
  const r = await fetch(`${server.url}${p}`, { headers: { cookie, accept: 'application/json' } });
  console.log(r.status, p, log.length, 'queries');
  for (const l of log) console.log('  ', l);
}
await server.stop();
