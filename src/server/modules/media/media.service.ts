import { stat } from 'node:fs/promises';
import { UniqueConstraintViolationException } from '@mikro-orm/knex';
import { ErrorCode } from '../../../shared/errors';
import type { ListResponse } from '../../../shared/list';
import { type Media as MediaDto, type MediaType, mediaSortFields } from '../../../shared/media';
import {
  parseVariantWidths,
  type ResponsiveImage,
  variantsOf,
} from '../../../shared/image-variants';
import { ContentMemo, contentVersion } from '../../db/content-version';
import { type ListRequest, listPage } from '../../db/list';
import type { Context } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { detectContentType, mediaKind } from './media-detect';
import { isInside, mediaFilePath, uploadTempRoot } from './media-files';
import { defaultMediaName, formatSize } from './media-format';
import {
  discard,
  finishPlace,
  finishRemove,
  type PlaceIntent,
  recordRemove,
  type RemoveIntent,
  stagePlace,
} from './media-journal';
import {
  ImageTooLargeError,
  isRasterImage,
  prepareUploadedImage,
  UnreadableImageError,
} from './image-variants';
import type { MediaStore } from './media-store';
import { mediaInUseMessage, mediaUses } from './media-uses';
import { existingVariantWorker, variantWorker } from './variant-worker';
import type { StoredUpload } from './media-upload';
import { type Media, MediaEntity } from './media.entity';

export type MediaContext = Pick<Context, 'em' | 'isAdmin' | 'log' | 'dataDir' | 'mediaStore'>;

export interface MediaCreate {
  file: StoredUpload;
  /** Missing or empty: a slug of the original file name. */
  name?: string | undefined;
  private: boolean;
}

export interface MediaUpdate {
  /** Replaces the stored file; the name stays. */
  file?: StoredUpload | null | undefined;
  /** Missing: unchanged. */
  private?: boolean | undefined;
}

/** A media row and the store that holds its bytes. */
export interface MediaFile {
  media: MediaDto;
  store: MediaStore;
}

export function mediaUrl(type: string, name: string): string {
  return `/api/media/${type}/${name}`;
}

const toDto = (media: Media): MediaDto => ({
  mediaId: media.mediaId,
  name: media.name,
  originalName: media.originalName,
  type: media.type as MediaType,
  contentType: media.contentType,
  private: media.private,
  size: media.size,
  sizeString: formatSize(media.size),
  url: mediaUrl(media.type, media.name),
  width: media.width ?? null,
  height: media.height ?? null,
  variants:
    media.width && media.height
      ? variantsOf(
          mediaUrl(media.type, media.name),
          media.width,
          media.height,
          parseVariantWidths(media.variants),
        )
      : [],
  createdAt: new Date(media.createdAt).toISOString(),
});

/** Rows of served files by `type/name` (null: no such row), per content version. */
const mediaRows = new ContentMemo<MediaDto | null>(256);

const duplicateName = () =>
  AppError.conflict(ErrorCode.createFailed, 'Failed to create Media: the name is already used', [
    { path: 'name', message: 'Name is already used' },
  ]);

/**
 * Media writes touch the database and the store (disk or bucket). Running
 * them one at a time keeps the two in step: a create never places a file
 * that a concurrent delete of the same name then removes. Writes are rare;
 * reads never wait. (Per process: servers sharing a bucket do not wait for
 * each other, see decision 0040.)
 */
let writes: Promise<unknown> = Promise.resolve();
export function serialized<T>(work: () => Promise<T>): Promise<T> {
  const run = writes.then(work, work);
  writes = run.catch(() => undefined);
  return run;
}

/** The media rows alone, which need no store (the content export reads them). */
export function mediaList(em: MediaContext['em']) {
  return {
    list: (request: ListRequest): Promise<ListResponse<MediaDto>> =>
      listPage(
        em,
        {
          entity: MediaEntity,
          textFields: ['name', 'originalName', 'type', 'contentType'],
          sortFields: mediaSortFields,
          defaultSort: [['mediaId', 'asc']],
        },
        request,
        toDto,
      ),
  };
}

/**
 * A raster image's size, read as it is uploaded, its metadata removed first
 * (prepareUploadedImage); nothing for any other file. A file that claims to
 * be an image but cannot be decoded is refused: a page could not show it.
 */
async function uploadedImage(
  file: string,
  contentType: string,
  failure: { statusCode: number; message: string },
): Promise<{ width: number | null; height: number | null; variants: string | null }> {
  if (!isRasterImage(contentType)) return { width: null, height: null, variants: '' };
  try {
    const size = await prepareUploadedImage(file, contentType);
    // Null: the variant worker makes them once the file is in place.
    return { ...size, variants: null };
  } catch (error) {
    // Too many pixels is a body too large, as a file over the upload limit is.
    if (error instanceof ImageTooLargeError) {
      throw new AppError(413, 413, error.message, [{ path: 'file', message: error.message }]);
    }
    if (!(error instanceof UnreadableImageError)) throw error;
    throw AppError.invalid(failure.statusCode, failure.message, [
      { path: 'file', message: `The file is not a readable ${contentType.slice(6)} image` },
    ]);
  }
}

export function mediaService(ctx: MediaContext) {
  const { em, dataDir, mediaStore: store } = ctx;

  /** Starts making the variants of new images, after the answer is on its way. */
  function makeVariantsLater() {
    const worker =
      existingVariantWorker(store) ??
      variantWorker({ store, dataDir, logger: ctx.log, serialized });
    // After the write's turn in the chain ends: the worker takes its own turns.
    setImmediate(() => worker.wake(em));
  }

  async function find(id: number): Promise<Media> {
    const media = await em.findOne(MediaEntity, { mediaId: id });
    if (!media) throw AppError.notFound('Media');
    return media;
  }

  /** Procedures take a path on the server: only ever one of this server's own uploads. */
  function assertOwnUpload(upload: StoredUpload) {
    if (!isInside(uploadTempRoot(dataDir), upload.tempPath)) {
      throw new AppError(400, 400, 'The upload is not in the upload folder');
    }
  }

  /** Names are checked by the input schema; this guards against a change there. */
  function assertValidPath(type: MediaType, name: string) {
    if (!mediaFilePath(dataDir, type, name)) throw new AppError(400, 400, 'Invalid media name');
  }

  return {
    list: mediaList(em).list,

    get: async (id: number): Promise<MediaDto> => toDto(await find(id)),

    /**
     * Stage the file, insert the row, then move the file into place: a crash
     * at any point leaves a journal entry that the next start completes or
     * undoes (media-journal.ts), never a file without its row.
     */
    create(input: MediaCreate): Promise<MediaDto> {
      assertOwnUpload(input.file);
      const name = input.name || defaultMediaName(input.file.originalName);
      return serialized(async () => {
        if (await em.findOne(MediaEntity, { name })) throw duplicateName();
        const contentType = await detectContentType(
          input.file.tempPath,
          input.file.originalName,
          input.file.declaredType,
        );
        const type = mediaKind(contentType);
        assertValidPath(type, name);
        const image = await uploadedImage(input.file.tempPath, contentType, {
          statusCode: ErrorCode.createFailed,
          message: 'Failed to create Media',
        });
        // After the image lost its metadata: the size is what is stored.
        const { size } = await stat(input.file.tempPath);
        const intent: PlaceIntent = {
          op: 'place',
          name,
          type,
          size,
          contentType,
          originalName: input.file.originalName,
          replaces: null,
        };
        const entry = await stagePlace(dataDir, store, input.file.tempPath, intent);
        let media: Media;
        try {
          media = em.create(MediaEntity, {
            name,
            originalName: input.file.originalName,
            type,
            contentType,
            private: input.private,
            size,
            ...image,
            createdAt: new Date(),
          });
          await em.flush();
        } catch (error) {
          await discard(store, entry);
          if (error instanceof UniqueConstraintViolationException) throw duplicateName();
          throw error;
        }
        // Committed: should this fail, the entry stays and the next start finishes it.
        await finishPlace(store, entry, intent);
        if (media.variants === null) makeVariantsLater();
        return toDto(media);
      });
    },

    /**
     * A new file is staged, the row updated, and only then does the file take
     * the old one's place (one rename when the kind stays; the old kind's
     * file is removed when it changes, as the URL moves). A failed update
     * leaves the old file.
     */
    update(id: number, input: MediaUpdate): Promise<MediaDto> {
      const upload = input.file ?? null;
      if (upload) assertOwnUpload(upload);
      return serialized(async () => {
        const media = await find(id);
        if (input.private !== undefined) media.private = input.private;
        if (!upload) {
          await em.flush();
          return toDto(media);
        }

        const contentType = await detectContentType(
          upload.tempPath,
          upload.originalName,
          upload.declaredType,
        );
        const type = mediaKind(contentType);
        assertValidPath(type, media.name);
        const image = await uploadedImage(upload.tempPath, contentType, {
          statusCode: ErrorCode.updateFailed,
          message: 'Failed to update Media',
        });
        const { size } = await stat(upload.tempPath);
        const intent: PlaceIntent = {
          op: 'place',
          name: media.name,
          type,
          size,
          contentType,
          originalName: upload.originalName,
          replaces: media.type === type ? null : (media.type as MediaType),
        };
        const entry = await stagePlace(dataDir, store, upload.tempPath, intent);
        try {
          media.originalName = upload.originalName;
          media.contentType = contentType;
          media.type = type;
          media.size = size;
          // The old file's variants go with it (finishPlace); the new one's are made anew.
          em.assign(media, image);
          await em.flush();
        } catch (error) {
          await discard(store, entry);
          throw error;
        }
        // Committed: should this fail, the entry stays and the next start finishes it.
        await finishPlace(store, entry, intent);
        if (media.variants === null) makeVariantsLater();
        return toDto(media);
      });
    },

    /**
     * Refused while any content links to the file (the message names what).
     * The row goes first and the file after it; the journal entry written
     * before makes sure a crash between the two still removes the file at
     * the next start. A file that cannot be removed now is retried then too.
     */
    delete(id: number): Promise<MediaDto> {
      return serialized(async () => {
        const media = await find(id);
        const dto = toDto(media);
        // A file the content still links to stays: deleting it would leave a broken cover or link.
        const uses = await mediaUses(em, dto.url, media.name);
        if (uses.length > 0) {
          throw AppError.conflict(ErrorCode.deleteFailed, mediaInUseMessage(uses));
        }
        const intent: RemoveIntent = {
          op: 'remove',
          name: media.name,
          type: media.type as MediaType,
        };
        const entry = await recordRemove(dataDir, store, intent);
        try {
          await em.remove(media).flush();
        } catch (error) {
          await discard(store, entry);
          throw error;
        }
        await finishRemove(store, entry, intent).catch((error: unknown) =>
          ctx.log.error(
            { err: error, name: intent.name },
            'could not remove a deleted media file; the next start retries',
          ),
        );
        return dto;
      });
    },

    /**
     * The file behind `/api/media/{type}/{name}`. Anything that is not a known
     * kind and a valid name, or not in the database, or private for a
     * visitor, is simply not found.
     */
    async findFile(type: string, name: string): Promise<MediaFile> {
      const file = mediaFilePath(dataDir, type, name);
      if (!file) throw AppError.notFound('Media');
      // The row is looked up once per content version (decision 0024); who may see it, every time.
      const media = await mediaRows.get(contentVersion(em), `${type}/${name}`, async () => {
        const row = await em.findOne(MediaEntity, { type, name });
        return row ? toDto(row) : null;
      });
      if (!media || (media.private && !(await ctx.isAdmin()))) throw AppError.notFound('Media');
      return { media, store };
    },

    /** A public media item by name, for the CV; null when missing or private. */
    async findPublicByName(name: string): Promise<MediaFile | null> {
      const media = await em.findOne(MediaEntity, { name, private: false });
      const valid = media && mediaFilePath(dataDir, media.type, media.name);
      return media && valid ? { media: toDto(media), store } : null;
    },
  };
}

const IMAGE_URL = /^\/api\/media\/image\/([^/?#]+)$/;

/**
 * The uploaded raster images among `urls` (addresses the content names, such
 * as covers): their size and smaller copies, by address. Private images and
 * addresses of anything else are left out: those are shown as they are.
 */
export async function responsiveImages(
  em: MediaContext['em'],
  urls: readonly string[],
): Promise<Record<string, ResponsiveImage>> {
  const names = new Map<string, string>();
  for (const url of urls) {
    const name = IMAGE_URL.exec(url)?.[1];
    if (name) names.set(name, url);
  }
  if (names.size === 0) return {};
  const rows = await em.find(MediaEntity, {
    type: 'image',
    name: { $in: [...names.keys()] },
    private: false,
    width: { $ne: null },
  });
  const images: Record<string, ResponsiveImage> = {};
  for (const row of rows) {
    const dto = toDto(row);
    if (dto.width && dto.height) {
      images[dto.url] = {
        url: dto.url,
        width: dto.width,
        height: dto.height,
        variants: dto.variants,
      };
    }
  }
  return images;
}
