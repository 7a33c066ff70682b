import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import type { PrettyOptions } from 'pino-pretty';
import { maskQuerySecrets, maskSecretsInText } from './http/url-redaction';

export type Logger = pino.Logger;

export type LogFormat = 'json' | 'pretty';

export interface LogOutput {
  env: 'development' | 'production' | 'test';
  /** Whether the log goes to a terminal (`process.stdout.isTTY`). */
  isTTY: boolean | undefined;
}

/**
 * Readable lines for a person at a terminal, in every environment (the
 * first `npm start` of a new owner is production, at a terminal); JSON lines
 * for everything else (a file, a pipe, a log collector, a service manager's
 * journal), which tools can parse.
 */
export function logFormat({ isTTY }: LogOutput): LogFormat {
  return isTTY === true ? 'pretty' : 'json';
}

const PRETTY_OPTIONS: PrettyOptions = {
  colorize: true,
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname',
  // One entry, one line: the fields after the message, not a block of JSON
  // beneath it (a request's entry used to take nine lines). A stack still
  // follows on its own lines.
  singleLine: true,
  // Each line is written before the next statement runs, as with JSON to stdout.
  sync: true,
};

/** pino-pretty is loaded only when a terminal shows the log: production never loads it. */
function prettyStream(): pino.DestinationStream {
  const require = createRequire(import.meta.url);
  const pretty = require('pino-pretty') as (options: PrettyOptions) => pino.DestinationStream;
  return pretty(PRETTY_OPTIONS);
}

/** An error as pino writes it, with credentials in any URL it quotes masked. */
function maskedError(error: unknown): unknown {
  const serialized: unknown =
    error instanceof Error ? pino.stdSerializers.err(error) : error && { ...error };
  if (!serialized || typeof serialized !== 'object') return serialized;
  const fields = serialized as { message?: unknown; stack?: unknown };
  if (typeof fields.message === 'string') fields.message = maskSecretsInText(fields.message);
  if (typeof fields.stack === 'string') fields.stack = maskSecretsInText(fields.stack);
  return serialized;
}

/** A request URL logged under `url` or `req.url`, with credentials in its query masked. */
function maskedUrl(url: unknown): unknown {
  return typeof url === 'string' ? maskQuerySecrets(url) : url;
}

/** A request logged under `req`: Node's own as pino writes it, or a plain summary; its URL masked. */
function maskedRequest(req: unknown): unknown {
  if (!req || typeof req !== 'object') return req;
  const plain =
    Object.getPrototypeOf(req) === Object.prototype
      ? { ...(req as object) }
      : (pino.stdSerializers.req(req as IncomingMessage) as object);
  return 'url' in plain ? { ...plain, url: maskedUrl(plain.url) } : plain;
}

/**
 * Structured logs. Credentials never reach them: cookies, the session's
 * Set-Cookie and any password field are redacted by path, before any
 * formatting, so the readable lines hide them as the JSON lines do; the
 * values of credential parameters in a logged URL (`url`, `req.url`, and
 * URLs quoted in an error) are masked by the serializers.
 */
export function createLogger(
  level: string,
  format: LogFormat = 'json',
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: { err: maskedError, url: maskedUrl, req: maskedRequest },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
  };
  if (destination) return pino(options, destination);
  return format === 'pretty' ? pino(options, prettyStream()) : pino(options);
}

/**
 * Gives every request its id (`X-Request-Id`) and `req.log`, a child of the
 * server's logger carrying that id alone. The request itself is in the
 * access line; serializing it into every request's child logger cost more
 * than the rest of a cached read. The child keeps the logger's own
 * serializers (pino-http would otherwise put the standard ones in their
 * place), so an error logged through `req.log` is masked like any other.
 */
export function requestLogging(
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return pinoHttp({
    logger,
    genReqId: (_req, res) => {
      const id = randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    quietReqLogger: true,
    // The completion line is the access log's (`createAccessLog`).
    autoLogging: false,
    wrapSerializers: false,
  });
}

/** Access lines gathered before one write: about 150 lines per system call. */
const ACCESS_BUFFER_BYTES = 32 * 1024;
/** sonic-boom writes at most this much at once, and wants it larger than the buffer. */
const ACCESS_WRITE_BYTES = 64 * 1024;
/** The longest an access line waits in the buffer on a quiet server. */
const ACCESS_FLUSH_MS = 1000;
/** The same at a terminal, where a person waits to see the line of the page just opened. */
const TERMINAL_FLUSH_MS = 200;

/** What the line of an answered request says. */
export interface CompletedRequest {
  id: string;
  method: string | undefined;
  url: string;
  statusCode: number;
  /** Milliseconds, whole. */
  responseTime: number;
}

/** The line written for every answered request. */
export interface AccessLog {
  completed(request: CompletedRequest): void;
  /** Writes the lines still buffered. */
  flush(): void;
}

const ACCESS_MESSAGE = 'request completed';

/** Where access lines go: standard output's shared buffer, or a test's collector. */
export interface AccessDestination {
  write(line: Buffer): unknown;
  flushSync(): void;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `[HH:MM:ss.mmm]` in local time, as the readable logger writes it. */
function clockTime(now: Date): string {
  return `[${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}.${pad(now.getMilliseconds(), 3)}]`;
}

/**
 * A request's line at a terminal: `[10:04:31.120] INFO: GET / 200 3 ms`,
 * coloured as the readable logger colours its lines. One line, however
 * many fields: a person reads the log as it scrolls by.
 */
export function terminalAccessLine(
  { method, url, statusCode, responseTime }: CompletedRequest,
  now = new Date(),
): string {
  return `${clockTime(now)} \u001b[32mINFO\u001b[39m: \u001b[36m${method ?? ''} ${url} ${statusCode} ${responseTime} ms\u001b[39m\n`;
}

/**
 * The access log: a line per answered request, from memory or the long
 * way, its URL with the values of credential parameters masked
 * (`maskQuerySecrets`). There are as many lines as requests, so they are
 * buffered: written when 32 kB have gathered, at least every second (a
 * fifth of a second at a terminal), and when the process exits (a kill -9
 * loses at most that buffer, never a line at warn or above, which go
 * through `createLogger`'s unbuffered stream). Each JSON line is the one
 * pino writes for `info({ req, res, responseTime }, 'request completed')`,
 * put together directly: the line holds an id, a method, a URL, a status
 * and a time, nothing else to redact (no header, no cookie), and pino's
 * general path cost more than the rest of a request answered from memory.
 * At a terminal each request is one readable line (`terminalAccessLine`).
 */
export function createAccessLog(
  level: string,
  format: LogFormat = 'json',
  destination: AccessDestination = accessDestination(),
): AccessLog {
  const enabled =
    (pino.levels.values[level] ?? Number.POSITIVE_INFINITY) <= pino.levels.values.info!;
  if (format === 'pretty') {
    return {
      completed: (request) => {
        if (!enabled) return;
        destination.write(
          Buffer.from(terminalAccessLine({ ...request, url: maskQuerySecrets(request.url) })),
        );
      },
      flush: () => destination.flushSync(),
    };
  }
  const prefix = `{"level":${pino.levels.values.info},"time":`;
  const origin = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"req":{"id":`;
  return {
    completed: ({ id, method, url, statusCode, responseTime }) => {
      if (!enabled) return;
      // Bytes: the buffer appends them without measuring the text gathered so far.
      destination.write(
        Buffer.from(
          `${prefix}${Date.now()}${origin}${JSON.stringify(id)},"method":${JSON.stringify(method ?? '')},"url":${JSON.stringify(maskQuerySecrets(url))}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"${ACCESS_MESSAGE}"}\n`,
        ),
      );
    },
    flush: () => destination.flushSync(),
  };
}

let sharedAccessDestination: AccessDestination | undefined;

/** One buffer on standard output per process, however many servers it starts (the tests start many). */
function accessDestination(): AccessDestination {
  if (!sharedAccessDestination) {
    const destination = pino.destination({
      dest: 1,
      sync: true,
      minLength: ACCESS_BUFFER_BYTES,
      maxWrite: ACCESS_WRITE_BYTES,
      contentMode: 'buffer',
      periodicFlush: process.stdout.isTTY ? TERMINAL_FLUSH_MS : ACCESS_FLUSH_MS,
    });
    process.once('exit', () => destination.flushSync());
    // In buffer mode sonic-boom takes bytes, though its types say text.
    sharedAccessDestination = destination as unknown as AccessDestination;
  }
  return sharedAccessDestination;
}
