import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import accepts from 'accepts';
import proxyAddr from 'proxy-addr';

/**
 * What the fast lane, and the answers it shares with the long way, read of a
 * request. An Express request has all of it; `plainRequest` makes it from
 * Node's own request, before (and without) Express.
 */
export interface RequestView {
  readonly method?: string | undefined;
  /** The path and query as the client sent them. */
  readonly originalUrl: string;
  readonly headers: IncomingHttpHeaders;
  /** The client's address, through the proxies that are trusted. */
  readonly ip: string | undefined;
  readonly protocol: string;
  readonly secure: boolean;
  /** Host (with port), from `X-Forwarded-Host` only behind a trusted proxy. */
  readonly host: string | undefined;
  acceptsEncodings(...encodings: string[]): string | false;
}

/** Whether the address `hop` proxies away from the server is trusted (Express's compiled `trust proxy`). */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** The first value of a header a proxy may have sent as a list. */
function firstOf(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const comma = text?.indexOf(',') ?? -1;
  return comma === -1 ? text?.trim() : text?.slice(0, comma).trim();
}

/**
 * A view of Node's request with the same answers as Express's request
 * helpers (`ip`, `protocol`, `secure`, `host`, `acceptsEncodings`) under the
 * same `trust proxy` rule, each worked out when read. A class, so a request
 * costs one small object and no functions of its own.
 */
class PlainRequest implements RequestView {
  constructor(
    private readonly req: IncomingMessage,
    private readonly trust: TrustProxy,
  ) {}

  get method(): string | undefined {
    return this.req.method;
  }

  get originalUrl(): string {
    return this.req.url ?? '/';
  }

  get headers(): IncomingHttpHeaders {
    return this.req.headers;
  }

  get ip(): string | undefined {
    // A client that is not a trusted proxy is the client: proxy-addr answers
    // its address then too, after parsing X-Forwarded-For for nothing.
    const direct = this.req.socket.remoteAddress;
    if (!this.viaTrustedProxy()) return direct;
    return proxyAddr(this.req, this.trust);
  }

  get protocol(): string {
    const own = (this.req.socket as TLSSocket).encrypted ? 'https' : 'http';
    if (!this.viaTrustedProxy()) return own;
    return firstOf(this.req.headers['x-forwarded-proto']) || own;
  }

  get secure(): boolean {
    return this.protocol === 'https';
  }

  get host(): string | undefined {
    const forwarded = this.viaTrustedProxy()
      ? firstOf(this.req.headers['x-forwarded-host'])
      : undefined;
    return forwarded || this.req.headers.host || undefined;
  }

  acceptsEncodings(...encodings: string[]): string | false {
    return accepts(this.req).encoding(encodings);
  }

  private viaTrustedProxy(): boolean {
    return this.trust(this.req.socket.remoteAddress, 0);
  }
}

export function plainRequest(req: IncomingMessage, trust: TrustProxy): RequestView {
  return new PlainRequest(req, trust);
}
