import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import type { MediaType } from '../../../shared/media';
import { sendError } from '../../http/send-error';
import { AppError } from '../../trpc/errors';
import type { ByteRange, MediaStore, StoredFileInfo } from './media-store';

export interface SendableMedia {
  type: MediaType;
  name: string;
  contentType: string;
  private: boolean;
}

/** Where the bytes come from when they are not the media file itself (an image's variant). */
export interface StoredFileSource {
  stat(): Promise<StoredFileInfo | null>;
  open(range?: ByteRange): Promise<Readable>;
}

/**
 * A policy for a file opened on its own: no script, no plugins, no requests,
 * its own opaque origin. An SVG or HTML file can then not act as a page of
 * this site (no cookies, no same-origin calls), however it was crafted.
 */
export const MEDIA_SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Types a browser would run, or show as a page that can run script, if it
 * were served as what it is: pages (HTML, XHTML, XML with its stylesheets),
 * scripts (a same-origin `<script src>` passes the site's own CSP),
 * stylesheets and WebAssembly (loaded only under their own type), and
 * programs a browser hands to a helper that runs them (Java Web Start,
 * ClickOnce, HTML applications). SVG is not among them: icons and covers are
 * SVG shown by `<img>` or fetched and cleaned before they are inlined, and
 * opened on its own it runs under the sandbox CSP.
 */
const ACTIVE_TYPES = new RegExp(
  '^(?:' +
    [
      'text/html',
      'application/xhtml\\+xml',
      'application/xml',
      'text/xml',
      'text/xsl',
      '(?!image/svg\\+xml$)[\\w.-]+/[\\w.+-]*\\+xml',
      'text/(?:x-)?(?:java|ecma|j|live|vb)script',
      'application/(?:x-)?(?:java|ecma)script',
      'text/css',
      'application/wasm',
      'application/x-shockwave-flash',
      'application/x-java-jnlp-file',
      'application/x-ms-application',
      'application/hta',
      'multipart/related',
      'message/rfc822',
    ].join('|') +
    ')$',
);

/**
 * Programs and installers, by type (sniffed from their bytes or named by
 * their extension): a download is all they may ever be.
 */
const EXECUTABLE_TYPES = new Set([
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-ms-dos-executable',
  'application/vnd.microsoft.portable-executable',
  'application/x-dosexec',
  'application/x-executable',
  'application/x-elf',
  'application/x-sharedlib',
  'application/x-mach-binary',
  'application/x-sh',
  'application/x-csh',
  'application/x-shellscript',
  'text/x-shellscript',
  'application/x-bat',
  'application/x-msi',
  'application/x-ms-installer',
  'application/java-archive',
  'application/x-java-archive',
  'application/vnd.android.package-archive',
  'application/x-apple-diskimage',
  'application/vnd.debian.binary-package',
  'application/x-rpm',
  'application/x-redhat-package-manager',
  'application/x-powershell',
]);

/**
 * Extensions of the same: the bytes of a script or a Windows installer have
 * no signature that names them, and an old row may carry a vaguer type.
 */
// prettier-ignore
const ACTIVE_EXTENSIONS = new Set([
  // pages and scripts
  'html', 'htm', 'shtml', 'xhtml', 'xht', 'xml', 'xsl', 'xslt', 'mht', 'mhtml',
  'js', 'mjs', 'cjs', 'jse', 'css', 'wasm', 'swf', 'hta', 'jnlp', 'application',
  // programs, installers, shell scripts
  'exe', 'com', 'scr', 'cpl', 'dll', 'sys', 'msi', 'msp', 'msix', 'appx', 'bat', 'cmd',
  'ps1', 'psm1', 'vbs', 'vbe', 'wsf', 'wsh', 'reg', 'lnk', 'scf', 'sh', 'bash', 'zsh',
  'csh', 'ksh', 'command', 'run', 'elf', 'so', 'dylib', 'jar', 'apk', 'xapk', 'aab',
  'ipa', 'app', 'dmg', 'pkg', 'deb', 'rpm',
]);

function baseType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a stored file is served only as a download of bytes: its type or
 * its name's extension says a browser could run it, or run something with it.
 */
export function isActiveMedia(contentType: string, name: string): boolean {
  const type = baseType(contentType);
  return (
    ACTIVE_TYPES.test(type) ||
    EXECUTABLE_TYPES.has(type) ||
    ACTIVE_EXTENSIONS.has(extensionOf(name))
  );
}

/**
 * Whether a sandboxing CSP suits the file: everything except PDF, whose
 * viewer is a plugin that a sandboxed document may not load (the CV is
 * usually a PDF and must open in the browser). PDF viewers do not run their
 * scripts in this site's origin, so nothing is lost.
 */
function wantsSandbox(contentType: string): boolean {
  return baseType(contentType) !== 'application/pdf';
}

/**
 * A strong validator from what the store says of the file (a new file, size
 * or time gives a new tag), the same shape whichever store holds it.
 */
function entityTag(info: StoredFileInfo): string {
  const digest = createHash('sha256').update(info.version).digest('base64url').slice(0, 27);
  return `"${digest}"`;
}

/** Whether an `If-Match` or `If-Unmodified-Since` rules this file out (412). */
function preconditionFails(req: Request, etag: string, modified: Date): boolean {
  const match = req.headers['if-match'];
  if (match) {
    if (match.trim() === '*') return false;
    return !match.split(',').some((tag) => tag.trim() === etag);
  }
  const since = Date.parse(req.headers['if-unmodified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 > since;
}

/** Whether a range request still concerns this file: no `If-Range`, or one this file matches. */
function rangeStillApplies(req: Request, etag: string, lastModified: string): boolean {
  const ifRange = req.get('if-range');
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange.trim() === etag;
  return Date.parse(lastModified) <= Date.parse(ifRange);
}

/** The envelope is not the file: none of its headers apply. */
function dropFileHeaders(res: Response) {
  for (const header of ['ETag', 'Content-Disposition', 'Last-Modified', 'Content-Type']) {
    res.removeHeader(header);
  }
  res.setHeader('Cache-Control', 'no-store');
}

/**
 * A 304 carries no content: the headers that describe one go, as they do
 * with Express's own file sending.
 */
function sendNotModified(res: Response) {
  for (const header of res.getHeaderNames()) {
    if (header.startsWith('content-') && header !== 'content-location') res.removeHeader(header);
  }
  res.statusCode = 304;
  res.end();
}

/**
 * Streams a stored media file with its content type, length, a strong ETag
 * and Last-Modified (304 on a matching conditional request), a single byte
 * range (206, or 416 when it lies outside the file), caching by privacy,
 * `nosniff`, and the sandbox CSP. The bytes come from the store (disk or
 * bucket) through the server: the same headers whichever holds them.
 */
export async function sendMediaFile(
  req: Request,
  res: Response,
  media: SendableMedia,
  store: MediaStore,
  options: { cacheControl?: string; file?: StoredFileSource } = {},
): Promise<void> {
  const file = options.file ?? {
    stat: () => store.stat(media.type, media.name),
    open: (range?: ByteRange) => store.open(media.type, media.name, range),
  };
  const info = await file.stat();
  if (!info) {
    req.log.warn({ media: `${media.type}/${media.name}` }, 'media row without its file');
    return sendError(res, AppError.notFound('Media'));
  }

  // An active file goes out as bytes to save, never as what it is: with
  // nosniff, a browser will neither run it as a script or stylesheet of this
  // site nor show it as one of its pages.
  const active = isActiveMedia(media.contentType, media.name);
  const etag = entityTag(info);
  const lastModified = info.modified.toUTCString();
  res.setHeader('Content-Type', active ? 'application/octet-stream' : media.contentType);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader(
    'Cache-Control',
    options.cacheControl ?? (media.private ? 'private, no-store' : 'public, max-age=3600'),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Disposition',
    `${active ? 'attachment' : 'inline'}; filename="${media.name}"`,
  );
  if (wantsSandbox(media.contentType)) {
    res.setHeader('Content-Security-Policy', MEDIA_SANDBOX_CSP);
  } else {
    res.removeHeader('Content-Security-Policy');
  }

  if (preconditionFails(req, etag, info.modified)) {
    dropFileHeaders(res);
    return sendError(res, new AppError(412, 412, 'Precondition Failed'));
  }
  if (fresh(req.headers, { etag, 'last-modified': lastModified })) {
    return sendNotModified(res);
  }

  let range: ByteRange | undefined;
  if (req.headers.range && rangeStillApplies(req, etag, lastModified)) {
    const ranges = req.range(info.size, { combine: true });
    if (ranges === -1) {
      dropFileHeaders(res);
      res.setHeader('Content-Range', `bytes */${info.size}`);
      return sendError(res, new AppError(416, 416, 'Range Not Satisfiable'));
    }
    // A malformed header is ignored, and several ranges get the whole file.
    if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
      const [only] = ranges;
      if (only) range = { start: only.start, end: only.end };
    }
  }

  const length = range ? range.end - range.start + 1 : info.size;
  if (range) {
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  res.setHeader('Content-Length', String(length));
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return;
  }

  let body;
  try {
    body = await file.open(range);
  } catch (error) {
    // Gone since its stat (replaced or deleted meanwhile): not found, as
    // before the stat; anything else is the server's fault.
    const { code, name } = error as { code?: string; name?: string };
    const gone = code === 'ENOENT' || name === 'NoSuchKey' || name === 'NotFound';
    if (!gone) {
      req.log.error(
        { err: error, media: `${media.type}/${media.name}` },
        'could not open a media file',
      );
    }
    res.statusCode = 200;
    res.removeHeader('Content-Range');
    res.removeHeader('Content-Length');
    dropFileHeaders(res);
    return sendError(res, gone ? AppError.notFound('Media') : error);
  }
  try {
    await pipeline(body, res);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A client that goes away mid-file is no fault of the server.
    if (code !== 'ERR_STREAM_PREMATURE_CLOSE' && code !== 'ECONNRESET') {
      req.log.error(
        { err: error, media: `${media.type}/${media.name}` },
        'could not send a media file',
      );
    }
    res.destroy();
  }
}
