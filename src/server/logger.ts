import { createRequire } from 'node:module';
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
