import { request as httpRequest } from 'node:http';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

export interface SendOptions {
  cookie?: string;
  headers?: Record<string, string>;
  /** A JSON body (sets the content type). */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
}

/**
 * fetch that keeps every response body it sees, so the suite can search all
 * of them at the end for a password, hash, secret or stack trace.
 */
export class RecordingClient {
  readonly bodies: string[] = [];

  constructor(readonly baseUrl: string) {}

  record(text: string): void {
    this.bodies.push(text);
  }

  async send(method: string, path: string, options: SendOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    this.record(text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  get(path: string, options: SendOptions = {}) {
    return this.send('GET', path, options);
  }
}

export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One request with the path sent exactly as written (fetch would resolve
 * `..` and re-encode it first), and a body written as fast as the server
 * takes it. A server that answers before reading the whole body (an upload
 * over the limit) may close the socket under the writer: the reply still
 * counts, the write error does not.
 */
export function rawRequest(
  baseUrl: string,
  {
    method = 'GET',
    path,
    headers = {},
    body,
  }: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: Buffer;
  },
): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let replied = false;
    const req = httpRequest(
      {
        host: hostname,
        port,
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        replied = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', (error) => {
      if (!replied) reject(error);
    });
    // In one call: a small body then leaves in the same packet as the headers.
    req.end(body);
  });
}

/** A multipart body by hand, for `rawRequest`. */
export function multipartBody(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
): { body: Buffer; contentType: string } {
  const boundary = `----security-suite-${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface LeakRule {
  name: string;
  pattern: RegExp;
}

/** What must never reach a client or the log. */
export function leakRules(secrets: { adminPassword: string; sessionSecret: string }): LeakRule[] {
  const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return [
    { name: 'admin password', pattern: literal(secrets.adminPassword) },
    { name: 'session secret', pattern: literal(secrets.sessionSecret) },
    { name: 'scrypt hash', pattern: /scrypt\$\d+\$\d+\$\d+\$/ },
    // A V8 stack frame, raw ("\n    at fn (file:///x.js:1:2)") or inside a JSON
    // log line, where pino writes the stack's line breaks as the two characters \n.
    {
      name: 'stack frame',
      pattern:
        /(?:^|\n|\\n)\s*at (?:async )?(?:[^\s(]+ \()?(?:file:\/\/|\/|node:)[^\s)"]*:\d+:\d+/m,
    },
    { name: 'node_modules path', pattern: /node_modules\// },
    // A sealed session cookie copied into a body or a log line.
    { name: 'session seal', pattern: /Fe26\.2\*/ },
  ];
}

export interface Leak {
  rule: string;
  source: string;
  excerpt: string;
}

export function findLeaks(texts: { source: string; text: string }[], rules: LeakRule[]): Leak[] {
  const leaks: Leak[] = [];
  for (const { source, text } of texts) {
    for (const rule of rules) {
      const match = rule.pattern.exec(text);
      if (match) {
        const start = Math.max(0, match.index - 60);
        leaks.push({ rule: rule.name, source, excerpt: text.slice(start, match.index + 100) });
      }
    }
  }
  return leaks;
}
