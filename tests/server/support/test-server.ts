import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer } from '../../../src/server/server';
import { existingVariantWorker } from '../../../src/server/modules/media/variant-worker';
import { loadSettings, type Settings } from '../../../src/server/settings';
import { mediaInBucket, startTestBucket, type TestBucket } from './s3-server';
import { testDatabaseEnv } from './test-database';

const VARIANTS = `.variants${path.sep === '/' ? '/' : path.sep}`;

export const ADMIN_PASSWORD = 'correct-horse-battery';

export interface TestServer extends RunningServer {
  dataDir: string;
  settings: Settings;
  /** The bucket holding the media, in the `server-s3` project. */
  bucket: TestBucket | undefined;
  /**
   * Every stored media file (`type/name`, staged and quarantined ones
   * included), sorted; images' smaller copies (`.variants/…`) are left out:
   * they come and go in the background, `variantFiles` lists them.
   */
  storedFiles(): Promise<string[]>;
  /** The stored smaller copies of images (`.variants/image/<name>/<width>.<format>`), sorted. */
  variantFiles(): Promise<string[]>;
  /** Resolves once the background worker has made every missing image variant. */
  variantsDone(): Promise<void>;
  /** The stored bytes under a key, or null. */
  readStored(key: string): Promise<Buffer | null>;
  /** DATABASE_URL of its PostgreSQL database, to start another server on it; empty on SQLite. */
  databaseEnv: Record<string, string>;
  close(): Promise<void>;
}

/** Every file under DATA_DIR/media, as paths relative to it. */
function mediaFilesOnDisk(dataDir: string): string[] {
  const root = path.join(dataDir, 'media');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A real server on a free port with its own temporary data folder and its
 * own database: a SQLite file in that folder, or in the `server-postgres`
 * project a fresh PostgreSQL database, dropped on close; in the `server-s3`
 * project, with its media in a bucket of its own S3 server.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-test-'));
  const database = await testDatabaseEnv();
  const bucket = mediaInBucket && !env.S3_BUCKET ? await startTestBucket() : undefined;
  const settings = loadSettings({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    ...database.env,
    ...bucket?.env,
    ...env,
  });
  let running: RunningServer;
  try {
    running = await startServer(settings);
  } catch (error) {
    await bucket?.close();
    await database.drop();
    throw error;
  }
  return {
    ...running,
    dataDir,
    settings,
    bucket,
    storedFiles: async () =>
      (bucket ? await bucket.keys() : mediaFilesOnDisk(dataDir)).filter(
        (key) => !key.startsWith(VARIANTS),
      ),
    variantFiles: async () =>
      (bucket ? await bucket.keys() : mediaFilesOnDisk(dataDir)).filter((key) =>
        key.startsWith(VARIANTS),
      ),
    variantsDone: async () => {
      // A wake is scheduled after the answer: let it start, then wait for it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await existingVariantWorker(running.mediaStore)?.idle();
    },
    async readStored(key) {
      if (bucket) return bucket.read(key);
      const file = path.join(dataDir, 'media', key);
      return existsSync(file) ? readFileSync(file) : null;
    },
    databaseEnv: database.env,
    async close() {
      try {
        await running.stop();
      } finally {
        await bucket?.close();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A fetch client that keeps the session cookie between calls, like a browser. */
export class ApiClient {
  cookie = '';

  constructor(readonly baseUrl: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const init: RequestInit = {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    };
    const response = await fetch(`${this.baseUrl}${url}`, init);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // HTML pages stay text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = Record<string, unknown>>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = Record<string, unknown>>(url: string, body?: unknown) {
    return this.request<T>('POST', url, body);
  }
  put<T = Record<string, unknown>>(url: string, body?: unknown) {
    return this.request<T>('PUT', url, body);
  }
  delete<T = Record<string, unknown>>(url: string) {
    return this.request<T>('DELETE', url);
  }

  /** Uploads a file as the admin's media page does (multipart), expecting 200; answers the media item. */
  async upload<T = { mediaId: number; name: string; type: string; url: string }>(
    name: string,
    bytes: Buffer,
    isPrivate = false,
  ): Promise<T> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    form.append('private', String(isPrivate));
    const response = await fetch(`${this.baseUrl}/api/media`, {
      method: 'POST',
      headers: this.cookie ? { cookie: this.cookie } : {},
      body: form,
    });
    if (response.status !== 200) throw new Error(`upload failed: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async login(username = 'admin', password = ADMIN_PASSWORD) {
    const response = await this.post('/auth/login', { username, password });
    if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
    return response;
  }
}

/** Settings that start another instance on the same database as `server` (its own data folder otherwise). */
export function sameDatabaseAs(server: TestServer): Record<string, string> {
  const { database } = server.settings;
  return { DATABASE_URL: database.kind === 'sqlite' ? database.file : database.url };
}
