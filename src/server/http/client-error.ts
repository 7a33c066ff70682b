import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '../logger';

/** What Node's HTTP parser reports, and the answer each deserves. */
const ANSWERS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers too large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'Chunk extensions too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Request took too long to arrive' },
};
const MALFORMED = { status: 400, message: 'Malformed HTTP request' };

/**
 * Requests Node's HTTP parser refuses before any route sees them (a head
 * over its 16 KB limit, broken framing, one that took too long to arrive)
 * are answered in the same error envelope as every other refusal, where
 * Node would send a bare status line with no body. The path is not known
 * then, so every such answer is the envelope.
 */
export function answerClientErrors(server: Server, logger: Logger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // An answer already under way on this connection must not be corrupted.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, message } = ANSWERS[error.code ?? ''] ?? MALFORMED;
    logger.info({ code: error.code, status }, 'malformed request refused');
    const body = JSON.stringify({ statusCode: status, message });
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
