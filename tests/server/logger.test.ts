import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  createAccessLog,
  createLogger,
  logFormat,
  type Logger,
  requestLogging,
  terminalAccessLine,
} from '../../src/server/logger';
import { isSecretParameter, maskQuerySecrets } from '../../src/server/http/url-redaction';

/** A destination that keeps what is written to it. */
function collector() {
  const written: string[] = [];
  return {
    written,
    access: { write: (line: Buffer) => written.push(line.toString()), flushSync: () => undefined },
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    }),
  };
}

describe('the log format', () => {
  it.each([
    ['development', true, 'pretty'],
    ['test', true, 'pretty'],
    // A first `npm start` at a terminal is production, and read by a person.
    ['production', true, 'pretty'],
    ['development', false, 'json'],
    ['development', undefined, 'json'],
    ['production', false, 'json'],
    ['production', undefined, 'json'],
  ] as const)('%s with a terminal: %s → %s', (env, isTTY, format) => {
    expect(logFormat({ env, isTTY })).toBe(format);
  });

  it('makes a working logger in either format, at the level given', () => {
    for (const format of ['json', 'pretty'] as const) {
      const logger = createLogger('warn', format);
      expect(logger.level).toBe('warn');
      expect(logger.isLevelEnabled('info')).toBe(false);
      expect(logger.isLevelEnabled('error')).toBe(true);
    }
  });
});

describe('the access line at a terminal', () => {
  const request = {
    id: '1b4e28ba-2fa1-41d2-883f-0016561e9d7e',
    method: 'GET',
    url: '/api/project?page=2&limit=5',
    statusCode: 200,
    responseTime: 3,
  };

  it('is one readable line per request: time, method, URL, status and duration', () => {
    const { written, access } = collector();
    const log = createAccessLog('info', 'pretty', access);
    log.completed(request);
    log.completed({ ...request, url: '/', statusCode: 304, responseTime: 0 });
    const text = written.join('');
    expect(text.split('\n').filter(Boolean)).toHaveLength(2);
    // eslint-disable-next-line no-control-regex
    const plain = text.replace(/\u001b\[\d+m/g, '');
    expect(plain).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/project\?page=2&limit=5 200 3 ms\n\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/ 304 0 ms\n$/,
    );
  });

  it('is written in local time', () => {
    const line = terminalAccessLine(request, new Date(2026, 10, 28, 9, 5, 7, 42));
    expect(line.startsWith('[09:05:07.042] ')).toBe(true);
  });
});

describe('credentials in a query string', () => {
  it.each([
    'token',
    'access_token',
    'api_key',
    'apiKey',
    'key',
    'X-Amz-Signature',
    'client_secret',
    'password',
    'auth',
    'session_id',
  ])('%s is a credential parameter', (name) => {
    expect(isSecretParameter(name)).toBe(true);
  });

  it.each(['page', 'limit', 'search', 'keyword', 'sort', 'monkey', 'type'])(
    '%s is not a credential parameter',
    (name) => {
      expect(isSecretParameter(name)).toBe(false);
    },
  );

  it('have their values masked in a URL, the rest kept', () => {
    expect(maskQuerySecrets('/api/project?token=abc&page=2&API_KEY=x#top')).toBe(
      '/api/project?token=***&page=2&API_KEY=***#top',
    );
    expect(maskQuerySecrets('/?access%5Ftoken=abc')).toBe('/?access%5Ftoken=***');
    expect(maskQuerySecrets('/api/project')).toBe('/api/project');
    expect(maskQuerySecrets('/?token')).toBe('/?token');
  });

  it.each(['json', 'pretty'] as const)('never reach the %s access log', (format) => {
    const { written, access } = collector();
    createAccessLog('info', format, access).completed({
      id: 'x',
      method: 'GET',
      url: '/api/admin?access_token=tok-123456&page=1&key=k-987654',
      statusCode: 401,
      responseTime: 1,
    });
    const text = written.join('');
    expect(text).toContain('access_token=***&page=1&key=***');
    expect(text).not.toContain('tok-123456');
    expect(text).not.toContain('k-987654');
  });

  it('never reach an error line: the URL logged with it and any URL its message quotes', () => {
    const { written, stream } = collector();
    const logger = createLogger('info', 'json', stream);
    const error = new Error('could not fetch /api/media?token=tok-123456&size=2');
    logger.error({ err: error, url: '/api/media?token=tok-123456&size=2' }, 'request failed');
    logger.error({ req: { method: 'GET', url: '/x?api_key=k-987654' } }, 'request failed');
    const text = written.join('');
    expect(text).toContain('/api/media?token=***&size=2');
    expect(text).toContain('/x?api_key=***');
    expect(text).not.toContain('tok-123456');
    expect(text).not.toContain('k-987654');
  });

  it("never reach an error line written through a request's own logger", () => {
    const { written, stream } = collector();
    const req = new IncomingMessage(new Socket());
    req.url = '/api/media?token=tok-123456';
    const res = new ServerResponse(req);
    let called = false;
    requestLogging(createLogger('info', 'json', stream))(req, res, () => (called = true));
    expect(called).toBe(true);
    expect(res.getHeader('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const log = (req as IncomingMessage & { log: Logger }).log;
    log.error(
      { err: new Error('GET /api/media?token=tok-123456 failed'), url: req.url },
      'request failed',
    );
    const text = written.join('');
    expect(text).toContain('/api/media?token=***');
    expect(text).toContain('"reqId"');
    expect(text).not.toContain('tok-123456');
  });
});
