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

/** Types a browser would run as a page of this site if shown inline. */
const PAGE_TYPES =
  /^(text\/html|application\/xhtml\+xml|application\/xml|text\/xml|application\/[\w.+-]*\+xml)$/;

function baseType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
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

function dispositionOf(contentType: string, name: string): string {
  const type = baseType(contentType);
  // SVG opens inline: the sandbox CSP keeps its scripts inert.
  const attachment = type !== 'image/svg+xml' && PAGE_TYPES.test(type);
  return `${attachment ? 'attachment' : 'inline'}; filename="${name}"`;
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

  res.setHeader('Content-Type', media.contentType);
  res.setHeader('ETag', entityTag(stats));
  res.setHeader(
    'Cache-Control',
    options.cacheControl ?? (media.private ? 'private, no-store' : 'public, max-age=3600'),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', dispositionOf(media.contentType, media.name));
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
