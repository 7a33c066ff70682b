import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Request } from 'express';
import formidable, { errors as formidableErrors } from 'formidable';
import { uploadTooLargeMessage } from '../../../shared/upload-limit';
import { AppError } from '../../trpc/errors';

/** The file part of an upload, already written to the request's temporary folder. */
export interface StoredUpload {
  tempPath: string;
  originalName: string;
  /** The part's own Content-Type, when the client sent a meaningful one. */
  declaredType?: string | null;
}

export interface ParsedUpload {
  /** Text fields; the first value wins when a field is repeated. */
  fields: Record<string, unknown>;
  /** The `file` part, or null when none was sent (or it was empty, as a browser sends it). */
  file: StoredUpload | null;
}

export interface UploadOptions {
  tempRoot: string;
  maxBytes: number;
}

/** At most this many text fields (name, private and a few a client may add). */
const MAX_FIELDS = 20;
/** The text fields together; a media name is at most 256 characters. */
const MAX_FIELDS_BYTES = 64 * 1024;

const FILE_TOO_LARGE = new Set<number>([
  formidableErrors.biggerThanMaxFileSize,
  formidableErrors.biggerThanTotalMaxFileSize,
]);

/**
 * Each limit of a multipart body says which one was hit: the file-size
 * message only for a file over the upload limit, never for a form with
 * too many fields or a field too long, which a bigger file limit would not
 * help with.
 */
function toAppError(error: unknown, maxBytes: number): AppError {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number') {
    if (FILE_TOO_LARGE.has(code)) {
      return new AppError(413, 413, uploadTooLargeMessage(maxBytes));
    }
    if (code === formidableErrors.maxFieldsExceeded) {
      return new AppError(413, 413, 'Too many form fields');
    }
    if (code === formidableErrors.maxFieldsSizeExceeded) {
      return new AppError(413, 413, 'Form field is too large');
    }
    if (code === formidableErrors.maxFilesExceeded) {
      return new AppError(413, 413, 'Too many files');
    }
  }
  return new AppError(400, 400, 'Malformed multipart body');
}

function isMultipart(req: Request): boolean {
  return /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
}

/**
 * Characters that are no part of a file name: control characters (C0, C1;
 * a NUL also breaks the SQL that MikroORM writes), line and paragraph
 * separators, and the bidirectional controls (embeddings, overrides,
 * isolates, the implicit marks), which make `invoice\u202Egpj.exe` read as
 * `invoiceexe.jpg` in the admin's list. Joiners stay: emoji need them.
 */
const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

/** The original file name as the browser sent it, without any folders. */
function originalNameOf(name: string | null): string {
  const clean = (name ?? '').replace(NOT_IN_A_NAME, '');
  const base = clean.replaceAll('\\', '/').split('/').pop() ?? '';
  return base.slice(-512);
}

/**
 * Parses a multipart body into a fresh folder under `tempRoot`, hands the
 * result to `handle`, and removes the folder afterwards whatever happened: a
 * failed or oversized upload leaves nothing behind. A JSON body (already
 * parsed by express.json) gives its fields and no file.
 */
export async function withUpload<T>(
  req: Request,
  { tempRoot, maxBytes }: UploadOptions,
  handle: (upload: ParsedUpload) => Promise<T>,
): Promise<T> {
  if (!isMultipart(req)) {
    const body: unknown = req.body;
    const fields =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    return handle({ fields, file: null });
  }

  await mkdir(tempRoot, { recursive: true });
  const folder = await mkdtemp(path.join(tempRoot, 'upload-'));
  try {
    const form = formidable({
      uploadDir: folder,
      maxFileSize: maxBytes,
      maxTotalFileSize: maxBytes,
      // An empty file part is what a browser sends when no file was chosen.
      allowEmptyFiles: true,
      minFileSize: 0,
      maxFields: MAX_FIELDS,
      maxFieldsSize: MAX_FIELDS_BYTES,
      keepExtensions: false,
    });
    let parsed;
    try {
      parsed = await form.parse(req);
    } catch (error) {
      throw toAppError(error, maxBytes);
    }
    const [fields, files] = parsed;
    const part = files.file?.[0];
    const file =
      part && part.size > 0
        ? {
            tempPath: part.filepath,
            originalName: originalNameOf(part.originalFilename),
            declaredType: part.mimetype,
          }
        : null;
    const firstValues = Object.fromEntries(
      Object.entries(fields).map(([name, values]) => [name, values?.[0]]),
    );
    return await handle({ fields: firstValues, file });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
