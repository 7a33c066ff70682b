/** Single requests the benchmark sends itself: bytes as they travel, never decoded. */
import { request as httpRequest } from 'node:http';
import type { DriveRequest } from './wrk';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent: compressed when the answer says so. */
  body: Buffer;
}

/** One request on a fresh connection, the body kept exactly as it arrived. */
export function sendOnce(baseUrl: string, request: DriveRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${baseUrl}${request.path}`,
      { method: request.method, headers: request.headers, agent: false, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.once('timeout', () => outgoing.destroy(new Error(`${request.path} timed out`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

export const headerText = (value: string | string[] | undefined): string | null =>
  value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
