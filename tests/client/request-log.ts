import { server } from '../mocks/server';

export interface LoggedRequest {
  method: string;
  url: URL;
}

/** Every request the app sends from now on, in order, for asserting on the wire format. */
export function recordRequests(): LoggedRequest[] {
  const log: LoggedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    log.push({ method: request.method, url: new URL(request.url) });
  });
  return log;
}

/** The list requests sent to `path`, as their query parameters. */
export function listQueries(log: LoggedRequest[], path: string): Record<string, string>[] {
  return log
    .filter((entry) => entry.method === 'GET' && entry.url.pathname === path)
    .map((entry) => Object.fromEntries(entry.url.searchParams));
}
