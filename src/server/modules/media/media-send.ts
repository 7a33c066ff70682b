import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import { sendError } from '../../http/send-error';
import { AppError } from '../../trpc/errors';

export interface SendableMedia {
  name: string;
  contentType: string;
  private: boolean;
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
 * A strong validator: a replaced file is a new inode, an edited one a new
 * size or mtime, so equal tags mean the same bytes in practice.
 */
function entityTag(stats: { ino: number; size: number; mtimeMs: number }): string {
  const digest = createHash('sha256')
    .update(`${stats.ino}-${stats.size}-${stats.mtimeMs}`)
    .digest('base64url')
    .slice(0, 27);
  return `"${digest}"`;
}

/**
 * Streams a stored media file with its content type, length, a strong ETag
 * (304 on If-None-Match), ranges, caching by privacy, `nosniff`, and the
 * sandbox CSP. `file` must already be checked to lie inside `root`.
 */
export async function sendMediaFile(
  req: Request,
  res: Response,
  media: SendableMedia,
  root: string,
  file: string,
  options: { cacheControl?: string } = {},
): Promise<void> {
  let stats;
  try {
    stats = await stat(file);
  } catch {
    req.log.warn({ file }, 'media row without its file');
    return sendError(res, AppError.notFound('Media'));
  }
  if (!stats.isFile()) return sendError(res, AppError.notFound('Media'));

  // An active file goes out as bytes to save, never as what it is: with
  // nosniff, a browser will neither run it as a script or stylesheet of this
  // site nor show it as one of its pages.
  const active = isActiveMedia(media.contentType, media.name);
  res.setHeader('Content-Type', active ? 'application/octet-stream' : media.contentType);
  res.setHeader('ETag', entityTag(stats));
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

  await new Promise<void>((resolve) => {
    res.sendFile(
      path.relative(root, file),
      { root, etag: false, lastModified: true, cacheControl: false, acceptRanges: true },
      (error?: Error & { status?: number; code?: string }) => {
        resolve();
        if (!error || res.headersSent) return;
        if (error.code === 'ECONNABORTED' || error.code === 'ECONNRESET') return;
        const status = error.status ?? 500;
        if (status >= 500) req.log.error({ err: error, file }, 'could not send a media file');
        // The envelope is not the file: none of its headers apply.
        for (const header of ['ETag', 'Content-Disposition', 'Last-Modified', 'Content-Type']) {
          res.removeHeader(header);
        }
        res.setHeader('Cache-Control', 'no-store');
        if (status === 404) return sendError(res, AppError.notFound('Media'));
        sendError(res, status >= 500 ? error : new AppError(status, status, error.message));
      },
    );
  });
}
