import http from 'node:http';
import zlib from 'node:zlib';

/**
 * A raw HTTP client: fetch would normalise the very things being fuzzed
 * (methods, paths, bytes, content types), so requests go out as written.
 */

export interface RawReply {
  status: number;
  contentType: string;
  text: string;
  /** The connection failed or the server did not answer in time. */
  error?: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding) {
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      return body;
  }
}

export function sendRaw(
  baseUrl: string,
  request: RawRequest,
  timeoutMs = 20_000,
): Promise<RawReply> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const finish = (reply: RawReply) => resolve(reply);
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        // Explicit, or Node sends a DELETE's or OPTIONS's body with no framing at all.
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        agent,
      });
    } catch (error) {
      // Node refuses some paths or headers outright: nothing reached the server.
      finish({ status: -1, contentType: '', text: '', error: `not sendable: ${String(error)}` });
      return;
    }
    req.setTimeout(timeoutMs, () => {
      req.destroy(new Error(`no answer within ${timeoutMs} ms`));
    });
    req.on('error', (error) =>
      finish({ status: 0, contentType: '', text: '', error: error.message }),
    );
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) =>
        finish({ status: res.statusCode ?? 0, contentType: '', text: '', error: error.message }),
      );
      res.on('end', () => {
        let text: string;
        try {
          text = decode(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8');
        } catch (error) {
          text = `<undecodable: ${String(error)}>`;
        }
        finish({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text,
        });
      });
    });
    if (request.body !== undefined) req.end(request.body);
    else req.end();
  });
}

export function closeClient(): void {
  agent.destroy();
}

/**
 * Sends every request, `concurrency` at a time, in list order; `onReply` sees
 * each answer (the worker waits for it, so it may renew a credential before
 * the next request). `prepare` adds what is only known at sending time, such
 * as the current session cookie.
 */
export async function sendAll<T extends RawRequest>(
  baseUrl: string,
  requests: T[],
  concurrency: number,
  onReply: (request: T, reply: RawReply, sent: RawRequest) => void | Promise<void>,
  prepare: (request: T) => RawRequest = (request) => request,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as T;
      const sent = prepare(request);
      await onReply(request, await sendRaw(baseUrl, sent), sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
