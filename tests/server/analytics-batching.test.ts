import { afterEach, describe, expect, it } from 'vitest';
import { AnalyticsRecorder } from '../../src/server/modules/analytics/analytics.recorder';
import { type RunningServer, startServer } from '../../src/server/server';
import { loadSettings } from '../../src/server/settings';
import { ADMIN_PASSWORD, ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * Visits, CV downloads and project views are counted in memory and
 * written in batches; reads and a clean stop write them first.
 */

const TABLES = [
  'analytics_visit_day',
  'analytics_unique_visitor',
  'analytics_cv_download_day',
  'analytics_project_view_day',
];
const utcDay = () => new Date().toISOString().slice(0, 10);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function visit(url: string, userAgent = BROWSER) {
  const response = await fetch(url, { headers: { 'user-agent': userAgent } });
  await response.arrayBuffer();
  return response.status;
}

async function todays<T>(admin: ApiClient, path: string): Promise<T> {
  const day = utcDay();
  const response = await admin.get<T[]>(`${path}?from=${day}&to=${day}`);
  expect(response.status).toBe(200);
  return response.body[0]!;
}

async function rowCount(running: RunningServer, table: string): Promise<number> {
  const rows = await running.orm.em
    .fork()
    .getConnection()
    .execute<{ count: number }[]>(`select count(*) as count from ${table}`);
  return Number(rows[0]?.count ?? 0);
}

describe('batched counts', () => {
  it('counts every visit to the page kept in memory, exactly, read right after', async () => {
    server = await startTestServer();
    const admin = new ApiClient(server.url);
    await admin.login();
    for (let i = 0; i < 5; i += 1) expect(await visit(`${server.url}/`)).toBe(200);
    expect(await visit(`${server.url}/`, `${BROWSER} other`)).toBe(200);
    expect(await visit(`${server.url}/`, 'curl/8.5.0')).toBe(200);
    expect(await todays(admin, '/api/analytics/visits')).toEqual({
      date: utcDay(),
      totalVisits: 6,
      uniqueVisits: 2,
    });
  });

  it('writes nothing per request: the counts wait in memory for a flush', async () => {
    server = await startTestServer();
    // A recorder of its own, whose timer would fire only after a minute.
    const recorder = new AnalyticsRecorder('another-secret-that-is-at-least-32-characters');
    recorder.start(server.orm, server.logger, 60_000);
    try {
      for (let i = 0; i < 3; i += 1) recorder.recordVisit('203.0.113.7', BROWSER);
      recorder.recordCvDownload(BROWSER);
      recorder.recordProjectView(42);
      for (const table of TABLES) expect(await rowCount(server, table)).toBe(0);
      await recorder.flush();
      for (const table of TABLES) expect(await rowCount(server, table)).toBe(1);
    } finally {
      await recorder.stop();
    }
  });

  it('keeps counts a failed write could not store, for the next one', async () => {
    server = await startTestServer();
    const running = server;
    const rename = (from: string, to: string) =>
      running.orm.em.fork().getConnection().execute(`alter table "${from}" rename to "${to}"`);
    const recorder = new AnalyticsRecorder('another-secret-that-is-at-least-32-characters');
    recorder.start(server.orm, server.logger, 60_000);
    try {
      recorder.recordVisit('203.0.113.7', BROWSER);
      await rename('analytics_visit_day', 'analytics_visit_day_away');
      await expect(recorder.flush()).rejects.toThrow();
      await rename('analytics_visit_day_away', 'analytics_visit_day');
      recorder.recordVisit('203.0.113.8', BROWSER);
      await recorder.flush();
      const rows = await running.orm.em
        .fork()
        .getConnection()
        .execute<{ total_visits: number }[]>('select total_visits from analytics_visit_day');
      expect(rows).toEqual([{ total_visits: 2 }]);
      // The transaction was all or nothing: each visitor once.
      expect(await rowCount(server, 'analytics_unique_visitor')).toBe(2);
    } finally {
      await recorder.stop();
    }
  });

  it('writes the counts within about a second without any read', async () => {
    server = await startTestServer();
    await visit(`${server.url}/`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await rowCount(server, 'analytics_visit_day')).toBe(1);
  });

  it('keeps the counts across a clean stop and start', async () => {
    server = await startTestServer();
    const { dataDir } = server;
    for (let i = 0; i < 4; i += 1) await visit(`${server.url}/`);
    for (let i = 0; i < 2; i += 1) await visit(`${server.url}/cv`);
    // Stopped straight away, before the timer's flush: the stop writes them.
    await server.stop();

    const settings = loadSettings({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      ...server.databaseEnv,
    });
    const restarted = await startServer(settings);
    server = {
      ...server,
      ...restarted,
      dataDir,
      settings,
      databaseEnv: server.databaseEnv,
      close: server.close.bind(server),
    };
    try {
      const admin = new ApiClient(restarted.url);
      await admin.login();
      expect(await todays(admin, '/api/analytics/visits')).toEqual({
        date: utcDay(),
        totalVisits: 4,
        uniqueVisits: 1,
      });
      expect(await todays(admin, '/api/analytics/cv-downloads')).toEqual({
        date: utcDay(),
        downloads: 2,
      });
    } finally {
      await restarted.stop();
    }
  });
});
