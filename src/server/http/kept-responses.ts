import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import compressible from 'compressible';
import fresh from 'fresh';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import { localToday } from '../../shared/dates';
import type { ContentVersion } from '../db/content-version';
import type { RequestView } from './plain-request';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The same floor as the `compression` middleware's: smaller bodies gain nothing. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

export interface KeptResponseOptions {
  /**
   * Brotli quality (0–11). The home page, rendered once per content change,
   * is worth 10; an API answer, kept per URL a client chooses, gets a quality
   * that costs about as much as the request it saves.
   */
  brotliQuality: number;
  /** Runs on each request served from memory: what the long way would also have done (count a visit). */
  onServe?: (req: RequestView) => void;
}

/**
 * A 200 response kept in memory to be sent again as it is: its headers
 * (those that are the same for every request), its body, and the body
 * compressed in each encoding, each made the first time a client asks for it.
 */
export class KeptResponse {
  /** What validators are built on: the long way's own ETag if it sent one, else a digest of the body. */
  private readonly tag: string;
  private readonly strongTag: string | undefined;
  private readonly variants = new Map<Encoding, Variant>();
  /** Whether a client's Accept-Encoding could change the answer (`Vary`), as `compression` says it. */
  readonly varies: boolean;
  /** Whether it is compressed for a client that takes it: a compressible type, and large enough. */
  readonly compressible: boolean;
  /** The headers as `res.setHeaders` takes them, made once. */
  readonly headerMap: Map<string, string | number | readonly string[]>;
  /** `Last-Modified`, for a conditional request (a media file has it). */
  readonly lastModified: string | undefined;
  readonly onServe: ((req: RequestView) => void) | undefined;
  private readonly brotliQuality: number;

  constructor(
    /** Lower-case names; no length, encoding, ETag, Vary or per-request header. */
    readonly headers: OutgoingHttpHeaders,
    readonly body: Buffer,
    options: KeptResponseOptions,
    etag?: string,
  ) {
    this.strongTag = etag && !etag.startsWith('W/') ? etag : undefined;
    this.tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const type = String(headers['content-type'] ?? '');
    this.varies = compressible(type) === true;
    this.compressible = this.varies && body.length >= COMPRESSION_THRESHOLD_BYTES;
    this.brotliQuality = options.brotliQuality;
    this.onServe = options.onServe;
    this.lastModified = headers['last-modified']?.toString();
    this.headerMap = new Map(
      Object.entries(headers).filter(
        (pair): pair is [string, string | number | string[]] => pair[1] !== undefined,
      ),
    );
  }

  /**
   * The response in `encoding`, made the first time a client asks for it:
   * the body (compressed once) and every header as the flat list
   * `res.writeHead` takes without building a header map per request.
   */
  variant(encoding: Encoding): Variant {
    let variant = this.variants.get(encoding);
    if (!variant) {
      const body = encoding === 'identity' ? this.body : this.compress(encoding);
      const etag = this.etagFor(encoding);
      const headers: string[] = [];
      for (const [name, value] of this.headerMap) {
        for (const each of Array.isArray(value) ? value : [value]) headers.push(name, String(each));
      }
      if (this.varies) headers.push('vary', 'Accept-Encoding');
      if (encoding !== 'identity') headers.push('content-encoding', encoding);
      headers.push('etag', etag, 'content-length', String(body.length));
      variant = { encoding, body, etag, headers };
      this.variants.set(encoding, variant);
    }
    return variant;
  }

  private compress(encoding: 'gzip' | 'br'): Buffer {
    if (encoding === 'gzip') return gzipSync(this.body, { level: 9 });
    return brotliCompressSync(this.body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: this.brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
      },
    });
  }

  /**
   * The ETag of the body in `encoding`. Each encoding has its own, since
   * they are different bytes; the plain body keeps the strong tag the long
   * way sent (a media file's), so a client's validator stays good either way.
   */
  private etagFor(encoding: Encoding): string {
    if (encoding === 'identity' && this.strongTag) return this.strongTag;
    return `W/"${this.tag}-${encoding}"`;
  }

  /** Bytes held, for the store's limit (compressed bodies are smaller than this again). */
  get size(): number {
    return this.body.length * 2;
  }
}

/** A kept response in one encoding, ready to send. */
interface Variant {
  encoding: Encoding;
  body: Buffer;
  etag: string;
  /** Name, value, name, value...: every header but the request's own. */
  headers: string[];
}

interface Entry {
  response: KeptResponse;
  version: number;
  day: string;
}

export interface KeptResponsesLimits {
  /** Responses kept at once: URLs are the client's choice, the store must stay small whatever it asks. */
  maxEntries: number;
  /** Bytes kept at once (`KeptResponse.size`); a larger body is never kept. */
  maxBytes: number;
}

/**
 * 16 MB at most, whatever URLs clients ask for, so the server stays within a
 * 256 MB container (decision 0043; the page and the JSON reads are tens of
 * kilobytes each, and a media file over 1 MB is streamed from disk instead).
 */
export const KEPT_RESPONSE_LIMITS: KeptResponsesLimits = {
  maxEntries: 512,
  maxBytes: 16 * 1024 * 1024,
};

/**
 * Responses kept until they can differ (decision 0025), by key (origin and
 * URL). A response depends on
 * - the content: kept with the content version it was made from (every
 *   flush that changes content moves the version, and drops it);
 * - the server's local day (the home page's `today` and `year`, durations
 *   "up to now"): a response from another day is stale;
 * - nothing of the visitor: only answers that are the same for every
 *   request without a session are kept (see fast-lane.ts).
 * The oldest response goes first when a limit is reached.
 */
export class KeptResponses {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly version: ContentVersion,
    private readonly limits: KeptResponsesLimits = KEPT_RESPONSE_LIMITS,
  ) {}

  /** The content version to hand back to `set` with a response made from it. */
  get currentVersion(): number {
    return this.version.current;
  }

  get(key: string, day = localToday()): KeptResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version === this.version.current && entry.day === day) return entry.response;
    this.remove(key, entry);
    return undefined;
  }

  /**
   * Keeps a response made from content at `version` on `day`. One made while
   * the content changed is not kept: it may mix old and new.
   */
  set(key: string, response: KeptResponse, version: number, day = localToday()): void {
    if (version !== this.version.current || day !== localToday()) return;
    if (response.size > this.limits.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    while (
      this.entries.size >= this.limits.maxEntries ||
      this.bytes + response.size > this.limits.maxBytes
    ) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      this.remove(...oldest.value);
    }
    this.entries.set(key, { response, version, day });
    this.bytes += response.size;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.response.size;
  }
}

/**
 * The encoding chosen per Accept-Encoding text. The choice depends on the
 * header's text alone, and browsers send a handful of different ones, so it
 * is negotiated once per text rather than parsed and sorted per request;
 * texts a client invents only fill the map until it is emptied.
 */
const chosenEncodings = new Map<string, Encoding>();
const CHOSEN_ENCODINGS_KEPT = 256;

/** What the client takes, as the `compression` middleware would choose (none without the header). */
function encodingFor(req: RequestView, kept: KeptResponse): Encoding {
  const accepted = req.headers['accept-encoding'];
  if (!kept.compressible || !accepted) return 'identity';
  let encoding = chosenEncodings.get(accepted);
  if (encoding === undefined) {
    const chosen = req.acceptsEncodings('br', 'gzip', 'identity');
    encoding = chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
    if (chosenEncodings.size >= CHOSEN_ENCODINGS_KEPT) chosenEncodings.clear();
    chosenEncodings.set(accepted, encoding);
  }
  return encoding;
}

/** Whether the client's copy is this variant (a conditional GET that matches: 304). */
function clientHasIt(req: RequestView, kept: KeptResponse, variant: Variant): boolean {
  if (!req.headers['if-none-match'] && !req.headers['if-modified-since']) return false;
  return fresh(req.headers, { etag: variant.etag, 'last-modified': kept.lastModified });
}

/**
 * Sends a kept response in the encoding the client takes, or 304 when the
 * client's copy matches. `ownHeaders` are the request's own (its id, HSTS
 * over HTTPS), as name, value pairs. With no header set on `res` before (the
 * fast lane), Node writes the list as it is; headers set before (the long
 * way's) are merged with it.
 */
export function sendKept(
  req: RequestView,
  res: ServerResponse,
  kept: KeptResponse,
  ownHeaders: readonly string[] = [],
): void {
  const variant = kept.variant(encodingFor(req, kept));
  if (clientHasIt(req, kept, variant)) {
    for (let index = 0; index < ownHeaders.length; index += 2) {
      res.setHeader(ownHeaders[index] as string, ownHeaders[index + 1] as string);
    }
    res.setHeaders(kept.headerMap);
    res.removeHeader('content-type');
    if (kept.varies) res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', variant.etag);
    res.statusCode = 304;
    res.end();
    return;
  }
  res.writeHead(200, ownHeaders.length > 0 ? [...variant.headers, ...ownHeaders] : variant.headers);
  res.end(variant.body);
}
