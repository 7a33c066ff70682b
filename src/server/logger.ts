import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs. Credentials never reach them: cookies, the
 * session's Set-Cookie and any password field are redacted by path.
 */
export function createLogger(level: string): Logger {
  return pino({
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
  });
}
