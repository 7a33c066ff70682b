import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { readDatabaseUrl } from './db/database-url';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy-setting';

const PORT_MESSAGE = 'must be a whole number from 0 to 65535';
const UPLOAD_MESSAGE = 'must be a number of megabytes above 0 and at most 1024';
const IMAGE_PIXELS_MESSAGE = 'must be a number of megapixels above 0 and at most 1000';
const PUBLIC_URL_MESSAGE = 'must be an http(s) origin without a path, such as https://example.com';

/**
 * The site's public origin (`https://ada.dev`), for canonical links, the
 * sitemap and link previews. Only an origin: a path, query or credentials
 * would make every absolute URL wrong. A trailing slash is tolerated.
 */
function publicOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const originOnly =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !/[?#]/.test(value);
  return originOnly ? url.origin : null;
}

const DATABASE_URL_MESSAGE =
  'must be a SQLite file path (optionally sqlite: or file:) or a PostgreSQL URL such as postgres://user:password@host:5432/database';

/** A PostgreSQL URL with a host and a database name, or null. */
function postgresUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return url.hostname && database && !database.includes('/') ? url : null;
}

/**
 * A PostgreSQL URL fit for a message or a log line: the password, if any,
 * is replaced by `***` (the rest helps the owner find a typo).
 */
export function maskDatabaseUrl(value: string): string {
  const url = postgresUrl(value);
  if (!url) return value.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  if (url.password) url.password = '***';
  return url.toString();
}

/** Where the data lives: an embedded SQLite file (the default) or a PostgreSQL server. */
export type DatabaseSetting = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Where the data lives, for a message: the file, or the URL without its password. */
export function describeDatabase(database: DatabaseSetting): string {
  return database.kind === 'sqlite' ? database.file : maskDatabaseUrl(database.url);
}

const S3_ENDPOINT_MESSAGE = 'must be an http(s) URL, such as https://s3.eu-west-1.amazonaws.com';
const S3_BUCKET_MESSAGE =
  'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

const HOST_MESSAGE =
  'must be an IP address of this machine (127.0.0.1 to listen only for a proxy on the same machine, :: or 0.0.0.0 for every interface) or a host name';

/** An IPv4 or IPv6 address, or a host name of letters, digits and hyphens in dot-separated labels. */
function isHostValue(value: string): boolean {
  if (isIP(value) !== 0) return true;
  return (
    value.length <= 253 &&
    value.split('.').every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(label))
  );
}

const SMTP_URL_MESSAGE =
  'must be an smtp:// or smtps:// URL with a host, such as smtp://user:password@mail.example.com:587';
const MAIL_FROM_MESSAGE =
  'must be an address (owner@example.com) or a name and an address (Ada <owner@example.com>)';
const NOTIFY_EMAIL_MESSAGE = 'must be one address, such as owner@example.com';

/** One address: one @, no spaces or angle brackets, a dot in the domain. */
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** An SMTP server URL nodemailer can use: smtp:// (STARTTLS when offered) or smtps:// (TLS). */
function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The sender of every mail: an address, or `Name <address>`. A line break
 * (a header injected after it) or a second address is refused.
 */
function isMailFrom(value: string): boolean {
  if (/[\r\n]/.test(value)) return false;
  const named = /^([^<>\r\n]*)<([^<>]+)>$/.exec(value);
  return named ? ADDRESS.test(named[2] ?? '') : ADDRESS.test(value);
}

/** An SMTP URL fit for a message or a log line: the password, if any, replaced by `***`. */
export function maskSmtpUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  }
}

const settingsSchema = z.object({
  // Unset: production (see `environmentOf`).
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce
    .number({ error: PORT_MESSAGE })
    .int(PORT_MESSAGE)
    .min(0, PORT_MESSAGE)
    .max(65535, PORT_MESSAGE)
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .superRefine((value, ctx) => {
      const target = readDatabaseUrl(value);
      if (target.kind === 'invalid') {
        ctx.addIssue({ code: 'custom', message: `${DATABASE_URL_MESSAGE} (${target.reason})` });
      }
    })
    .optional(),
  // An empty database facing a media store that holds files refuses to
  // start unless this says the site is new (new-site-check.ts).
  NEW_SITE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  MAX_UPLOAD_MB: z.coerce
    .number({ error: UPLOAD_MESSAGE })
    .positive(UPLOAD_MESSAGE)
    .max(1024, UPLOAD_MESSAGE)
    .default(25),
  // Decoding holds the pixels in memory: a file declaring hundreds of megapixels is refused unread.
  MAX_IMAGE_MEGAPIXELS: z.coerce
    .number({ error: IMAGE_PIXELS_MESSAGE })
    .positive(IMAGE_PIXELS_MESSAGE)
    .max(1000, IMAGE_PIXELS_MESSAGE)
    .default(50),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (typeof trust === 'object') {
        ctx.addIssue({ code: 'custom', message: trust.refused });
        return z.NEVER;
      }
      return trust;
    })
    .optional(),
  HOST: z.string().trim().refine(isHostValue, HOST_MESSAGE).optional(),
  MESSAGE_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(5),
  SESSION_IDLE_HOURS: z.coerce
    .number({ error: 'must be a number of hours above 0 and at most 8760' })
    .positive('must be a number of hours above 0 and at most 8760')
    .max(8760, 'must be a number of hours above 0 and at most 8760')
    .default(24),
  SESSION_MAX_DAYS: z.coerce
    .number({ error: 'must be a number of days above 0 and at most 365' })
    .positive('must be a number of days above 0 and at most 365')
    .max(365, 'must be a number of days above 0 and at most 365')
    .default(7),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 36500' })
    .int('must be a whole number of days from 1 to 36500')
    .min(1, 'must be a whole number of days from 1 to 36500')
    .max(36500, 'must be a whole number of days from 1 to 36500')
    .default(365),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const origin = publicOrigin(value);
      if (origin === null) ctx.addIssue({ code: 'custom', message: PUBLIC_URL_MESSAGE });
      return origin ?? '';
    })
    .optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, S3_BUCKET_MESSAGE)
    .optional(),
  S3_ENDPOINT: z.string().trim().refine(isHttpUrl, S3_ENDPOINT_MESSAGE).optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, 'must be a region name, such as us-east-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  SMTP_URL: z.string().trim().refine(isSmtpUrl, SMTP_URL_MESSAGE).optional(),
  MAIL_FROM: z.string().trim().refine(isMailFrom, MAIL_FROM_MESSAGE).optional(),
  NOTIFY_EMAIL: z.string().trim().regex(ADDRESS, NOTIFY_EMAIL_MESSAGE).optional(),
  MAIL_RETRY_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds above 0 and at most 3600' })
    .positive('must be a number of seconds above 0 and at most 3600')
    .max(3600, 'must be a number of seconds above 0 and at most 3600')
    .default(30),
  MAIL_MAX_ATTEMPTS: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int('must be a whole number from 1 to 100')
    .min(1, 'must be a whole number from 1 to 100')
    .max(100, 'must be a whole number from 1 to 100')
    .default(10),
});

/** Media in an S3-compatible bucket instead of the data folder. */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS itself, by region. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (most S3-compatible servers want it). */
  forcePathStyle: boolean;
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** The bucket settings, checked together: none of them means anything without S3_BUCKET. */
function s3Settings(raw: z.infer<typeof settingsSchema>): S3Settings | undefined {
  if (!raw.S3_BUCKET) {
    const stray = S3_SETTINGS.find((name) => raw[name] !== undefined);
    if (stray) {
      throw new SettingsError(
        `Invalid setting S3_BUCKET: required when ${stray} is set (media stay on the disk without it)`,
      );
    }
    return undefined;
  }
  if (raw.S3_ACCESS_KEY_ID && !raw.S3_SECRET_ACCESS_KEY) {
    throw new SettingsError(
      'Invalid setting S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set',
    );
  }
  if (raw.S3_SECRET_ACCESS_KEY && !raw.S3_ACCESS_KEY_ID) {
    throw new SettingsError(
      'Invalid setting S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set',
    );
  }
  return {
    bucket: raw.S3_BUCKET,
    endpoint: raw.S3_ENDPOINT,
    region: raw.S3_REGION ?? 'us-east-1',
    accessKeyId: raw.S3_ACCESS_KEY_ID,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Mail through an SMTP server: new-message notices and replies from the inbox. */
export interface MailSettings {
  /** SMTP_URL, credentials included: hand it to nodemailer only, log `maskSmtpUrl` of it. */
  smtpUrl: string;
  /** MAIL_FROM: the sender of every mail. */
  from: string;
  /** NOTIFY_EMAIL; unset: the owner's `email` variable at the time of sending. */
  notifyTo: string | undefined;
  /** The wait before the first retry of a notice; it doubles each time, up to an hour. */
  retryBaseMs: number;
  /** Tries of a notice before it counts as failed. */
  maxAttempts: number;
}

const MAIL_SETTINGS = ['SMTP_URL', 'MAIL_FROM', 'NOTIFY_EMAIL'] as const;

/**
 * The mail settings, checked together: SMTP_URL and MAIL_FROM go in pairs,
 * NOTIFY_EMAIL means nothing without them, and the inbox link in a notice
 * needs PUBLIC_URL (a request's Host header names whatever the sender
 * wants, so it cannot be trusted to name the site in the owner's mail).
 */
function mailSettings(raw: z.infer<typeof settingsSchema>): MailSettings | undefined {
  if (!raw.SMTP_URL && !raw.MAIL_FROM) {
    if (raw.NOTIFY_EMAIL) {
      throw new SettingsError(
        'Invalid setting SMTP_URL: required when NOTIFY_EMAIL is set (no mail is sent without it)',
      );
    }
    return undefined;
  }
  const missing = MAIL_SETTINGS.slice(0, 2).find((name) => !raw[name]);
  if (missing) {
    const other = missing === 'SMTP_URL' ? 'MAIL_FROM' : 'SMTP_URL';
    throw new SettingsError(`Invalid setting ${missing}: required when ${other} is set`);
  }
  if (!raw.PUBLIC_URL) {
    throw new SettingsError(
      'Invalid setting PUBLIC_URL: required when SMTP_URL is set (the link to the inbox in a notice names the site)',
    );
  }
  return {
    smtpUrl: raw.SMTP_URL as string,
    from: raw.MAIL_FROM as string,
    notifyTo: raw.NOTIFY_EMAIL,
    retryBaseMs: Math.round(raw.MAIL_RETRY_SECONDS * 1000),
    maxAttempts: raw.MAIL_MAX_ATTEMPTS,
  };
}

export interface Settings {
  env: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  /** DATABASE_URL: a SQLite file (DATA_DIR/portfolio.sqlite unless set) or a PostgreSQL URL. */
  database: DatabaseSetting;
  /** NEW_SITE=true: an empty database may start beside a media store that holds files. */
  newSite: boolean;
  sessionSecret: string;
  adminPassword: string | undefined;
  maxUploadBytes: number;
  /** MAX_IMAGE_MEGAPIXELS in pixels: a larger image is refused by its header, never decoded. */
  maxImagePixels: number;
  /** Contact messages one address may send per minute (5 unless configured). */
  messageRateLimit: number;
  /** Express's `trust proxy`: false, a hop count, or named ranges, addresses and subnets. Never `true`. */
  trustProxy: TrustProxy;
  /** HOST: the address the server listens on; undefined: every interface. */
  host: string | undefined;
  logLevel: z.infer<typeof settingsSchema>['LOG_LEVEL'];
  /** A session unused this long ends (milliseconds). */
  sessionIdleMs: number;
  /** A session ends this long after sign-in whatever its use (milliseconds); also the cookie's lifetime. */
  sessionMaxMs: number;
  /** Activity entries older than this many days are deleted. */
  auditRetentionDays: number;
  /** The public origin (no trailing slash), or undefined to take it from each request. */
  publicUrl: string | undefined;
  /** Media bytes in a bucket; undefined: on the disk under `dataDir`. */
  s3: S3Settings | undefined;
  /** Mail to the owner and replies to senders; undefined: no mail at all. */
  mail: MailSettings | undefined;
  /** CONFIRM_MINUTES in milliseconds: how long a session counts as confirmed. */
  confirmMs: number;
}

export class SettingsError extends Error {}

/**
 * Without NODE_ENV the server is the product as it runs for real: `npm
 * start` on a fresh clone must not hand a new owner the slow development
 * server. Development is asked for (`npm run dev` sets it).
 */
function environmentOf(value: Settings['env'] | undefined): Settings['env'] {
  return value ?? 'production';
}

const CONFIRM_MINUTES_MESSAGE = 'must be a number of minutes above 0 and at most 1440';

/**
 * CONFIRM_MINUTES: how long a sign-in or a confirmation (POST /auth/confirm)
 * lets the session make sensitive changes (passwords, admins, two-factor,
 * write tokens, ending other sessions) without asking again. Short, so a
 * stolen cookie is soon good for content only; 10 minutes unless set.
 */
function confirmWindowMs(given: Record<string, string | undefined>): number {
  const value = given.CONFIRM_MINUTES?.trim();
  if (value === undefined) return 10 * 60_000;
  const minutes = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!(minutes > 0 && minutes <= 1440)) {
    throw new SettingsError(`Invalid setting CONFIRM_MINUTES: ${CONFIRM_MINUTES_MESSAGE}`);
  }
  return Math.round(minutes * 60_000);
}

/**
 * A missing SESSION_SECRET (allowed unless NODE_ENV=production is set
 * explicitly) is generated once and kept in the data folder, readable by
 * the server's user alone, so sessions survive restarts without any set-up.
 */
function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length < 32) {
      throw new SettingsError(
        `Invalid setting SESSION_SECRET: the kept secret in ${file} is shorter than 32 characters; delete the file (a new one is made) or set SESSION_SECRET`,
      );
    }
    return kept;
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The data folder, created when missing and checked for reading and
 * writing before anything is put in it: a folder the server cannot use is
 * one line naming DATA_DIR, not a database error later.
 */
function usableDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    const reason =
      code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'EEXIST' || code === 'ENOTDIR'
          ? 'it is a file, not a folder'
          : code === 'EROFS'
            ? 'the disk is read-only'
            : (code ?? 'unusable');
    throw new SettingsError(
      `Invalid setting DATA_DIR: cannot create, read and write the folder ${dataDir} (${reason})`,
    );
  }
}

/** Reads and checks the environment; a bad value throws one line naming the setting. */
export function loadSettings(source: NodeJS.ProcessEnv = process.env): Settings {
  // An empty value (`PORT=` in a .env file) means the setting is not set.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new SettingsError(`Invalid setting ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const raw = parsed.data;
  // Set explicitly, production means a managed install: its secret is given, never made up.
  if (raw.NODE_ENV === 'production' && !raw.SESSION_SECRET) {
    throw new SettingsError(
      'Invalid setting SESSION_SECRET: required when NODE_ENV=production (at least 32 characters)',
    );
  }
  const s3 = s3Settings(raw);
  const mail = mailSettings(raw);
  const dataDir = path.resolve(raw.DATA_DIR);
  usableDataDir(dataDir);
  const database: DatabaseSetting = !raw.DATABASE_URL
    ? { kind: 'sqlite', file: path.join(dataDir, 'portfolio.sqlite') }
    : databaseSetting(raw.DATABASE_URL);
  return {
    env: environmentOf(raw.NODE_ENV),
    port: raw.PORT,
    dataDir,
    database,
    newSite: raw.NEW_SITE === 'true',
    sessionSecret: raw.SESSION_SECRET ?? keptSecret(dataDir),
    adminPassword: raw.ADMIN_PASSWORD,
    maxUploadBytes: Math.round(raw.MAX_UPLOAD_MB * 1024 * 1024),
    maxImagePixels: Math.round(raw.MAX_IMAGE_MEGAPIXELS * 1_000_000),
    messageRateLimit: raw.MESSAGE_RATE_LIMIT,
    trustProxy: raw.TRUST_PROXY ?? false,
    host: raw.HOST,
    logLevel: raw.LOG_LEVEL,
    sessionIdleMs: Math.round(raw.SESSION_IDLE_HOURS * 3_600_000),
    sessionMaxMs: Math.round(raw.SESSION_MAX_DAYS * 86_400_000),
    auditRetentionDays: raw.AUDIT_RETENTION_DAYS,
    publicUrl: raw.PUBLIC_URL,
    s3,
    mail,
    confirmMs: confirmWindowMs(given),
  };
}

/**
 * The bucket settings for a bucket named elsewhere (a script's `s3://` URL):
 * the endpoint, region, credentials and addressing come from the S3_*
 * settings, checked as at start; S3_BUCKET itself is not needed.
 */
export function bucketSettings(
  bucket: string,
  source: NodeJS.ProcessEnv = process.env,
): S3Settings {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = settingsSchema
    .pick({
      S3_BUCKET: true,
      S3_ENDPOINT: true,
      S3_REGION: true,
      S3_ACCESS_KEY_ID: true,
      S3_SECRET_ACCESS_KEY: true,
      S3_FORCE_PATH_STYLE: true,
    })
    .safeParse({ ...given, S3_BUCKET: bucket });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new SettingsError(
      name === 'S3_BUCKET'
        ? `Invalid bucket name "${bucket}": ${S3_BUCKET_MESSAGE}`
        : `Invalid setting ${name}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  return s3Settings(parsed.data as z.infer<typeof settingsSchema>) as S3Settings;
}

/**
 * A database named the way DATABASE_URL names one (a SQLite path, with
 * `sqlite:` or `file:` or not, or a PostgreSQL URL), for a script's flag;
 * `name` is what a refusal names.
 */
export function databaseSetting(value: string, name = 'DATABASE_URL'): DatabaseSetting {
  const target = readDatabaseUrl(value);
  if (target.kind === 'invalid') {
    throw new SettingsError(`Invalid ${name}: ${DATABASE_URL_MESSAGE} (${target.reason})`);
  }
  return target;
}
