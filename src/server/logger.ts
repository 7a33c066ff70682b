import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import pino from 'pino';
import type { PrettyOptions } from 'pino-pretty';

export type Logger = pino.Logger;

export type LogFormat = 'json' | 'pretty';

export interface LogOutput {
  env: 'development' | 'production' | 'test';
  /** Whether the log goes to a terminal (`process.stdout.isTTY`). */
  isTTY: boolean | undefined;
}

/**
 * Readable lines for a person at a terminal, outside production; JSON lines
 * for everything else (a file, a pipe, a log collector, production), which
 * tools can parse.
 */
export function logFormat({ env, isTTY }: LogOutput): LogFormat {
  return env !== 'production' && isTTY === true ? 'pretty' : 'json';
}

const PRETTY_OPTIONS: PrettyOptions = {
  colorize: true,
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname',
  // Each line is written before the next statement runs, as with JSON to stdout.
  sync: true,
};

/** pino-pretty is loaded only when a terminal shows the log: production never loads it. */
function prettyStream(): pino.DestinationStream {
  const require = createRequire(import.meta.url);
  const pretty = require('pino-pretty') as (options: PrettyOptions) => pino.DestinationStream;
  return pretty(PRETTY_OPTIONS);
}

/**
 * Structured logs. Credentials never reach them: cookies, the session's
 * Set-Cookie and any password field are redacted by path, before any
 * formatting, so the readable lines hide them as the JSON lines do.
 */
export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const options: pino.LoggerOptions = {
    level,
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
  return format === 'pretty' ? pino(options, prettyStream()) : pino(options);
}

/** Access lines gathered before one write: about 150 lines per system call. */
const ACCESS_BUFFER_BYTES = 32 * 1024;
/** sonic-boom writes at most this much at once, and wants it larger than the buffer. */
const ACCESS_WRITE_BYTES = 64 * 1024;
/** The longest an access line waits in the buffer on a quiet server. */
const ACCESS_FLUSH_MS = 1000;

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

/**
 * The access log: a line per answered request, from memory or the long
 * way. There are as many lines as requests, so they are buffered: written when 32 kB have gathered,
 * at least every second, and when the process exits (a kill -9 loses at most
 * that buffer, never a line at warn or above, which go through
 * `createLogger`'s unbuffered stream). Each line is the JSON pino writes for
 * `info({ req, res, responseTime }, 'request completed')`, put together
 * directly: the line holds an id, a method, a URL, a status and a time,
 * nothing to redact (no header, no cookie), and pino's general path cost
 * more than the rest of a request answered from memory. At a terminal the lines go through the readable logger.
 */
/** Where access lines go: standard output's shared buffer, or a test's collector. */
export interface AccessDestination {
  write(line: Buffer): unknown;
  flushSync(): void;
}

export function createAccessLog(
  level: string,
  format: LogFormat = 'json',
  destination: AccessDestination = accessDestination(),
): AccessLog {
  const enabled =
    (pino.levels.values[level] ?? Number.POSITIVE_INFINITY) <= pino.levels.values.info!;
  if (format === 'pretty') {
    const logger = createLogger(level, format);
    return {
      completed: ({ id, method, url, statusCode, responseTime }) => {
        if (enabled)
          logger.info(
            { req: { id, method, url }, res: { statusCode }, responseTime },
            ACCESS_MESSAGE,
          );
      },
      flush: () => undefined,
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
          `${prefix}${Date.now()}${origin}${JSON.stringify(id)},"method":${JSON.stringify(method ?? '')},"url":${JSON.stringify(url)}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"${ACCESS_MESSAGE}"}\n`,
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
      periodicFlush: ACCESS_FLUSH_MS,
    });
    process.once('exit', () => destination.flushSync());
    // In buffer mode sonic-boom takes bytes, though its types say text.
    sharedAccessDestination = destination as unknown as AccessDestination;
  }
  return sharedAccessDestination;
}
