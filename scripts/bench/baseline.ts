/**
 * The baseline of the benchmark: a bare Node `http` server that answers every
 * request with the same bytes (the rendered home page) and a content type,
 * nothing else: no routing, no middleware, no compression. It stands for the
 * most this machine can serve of that page from Node.
 *
 *   node --import tsx scripts/bench/baseline.ts <body file> <content type> [<content encoding>]
 *
 * With a content encoding the file holds bytes already compressed (the page
 * as the product sends it to a browser); they go out as they are, labelled
 * with that encoding and `Vary: Accept-Encoding`, as the product labels them.
 *
 * Listens on a free port of 127.0.0.1 and prints `listening <port>` once.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, contentType, contentEncoding] = process.argv.slice(2);
if (!file || !contentType) {
  console.error('Usage: baseline.ts <body file> <content type> [<content encoding>]');
  process.exit(1);
}
const body = readFileSync(file);
const headers: Record<string, string> = {
  'content-type': contentType,
  'content-length': String(body.length),
  ...(contentEncoding ? { 'content-encoding': contentEncoding, vary: 'Accept-Encoding' } : {}),
};

const server = createServer((request, response) => {
  // A request body (a POST) is read and dropped, so the connection stays usable.
  request.resume();
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`listening ${port}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
