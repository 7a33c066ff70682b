import { randomUUID } from 'node:crypto';
import { rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { UniqueConstraintViolationException } from '@mikro-orm/better-sqlite';
import { ErrorCode } from '../../../shared/errors';
import type { ListResponse } from '../../../shared/list';
import { type Media as MediaDto, type MediaType, mediaSortFields } from '../../../shared/media';
import { type ListRequest, listPage } from '../../db/list';
import type { Context } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { detectContentType, mediaKind } from './media-detect';
import {
  isInside,
  mediaFilePath,
  mediaRoot,
  moveFile,
  removeFile,
  uploadTempRoot,
} from './media-files';
import { defaultMediaName, formatSize } from './media-format';
import type { StoredUpload } from './media-upload';
import { type Media, MediaEntity } from './media.entity';

export type MediaContext = Pick<Context, 'em' | 'isAdmin' | 'log' | 'dataDir'>;

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

/** A media row and the file that holds its bytes. */
export interface MediaFile {
  media: MediaDto;
  root: string;
  file: string;
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
  createdAt: new Date(media.createdAt).toISOString(),
});

const duplicateName = () =>
  AppError.conflict(ErrorCode.createFailed, 'Failed to create Media: the name is already used', [
    { path: 'name', message: 'Name is already used' },
  ]);

/**
 * Media writes touch the database and the disk. Running them one at a time
 * keeps the two in step: a create never places a file that a concurrent
 * delete of the same name then removes. Writes are rare; reads never wait.
 */
let writes: Promise<unknown> = Promise.resolve();
function serialized<T>(work: () => Promise<T>): Promise<T> {
  const run = writes.then(work, work);
  writes = run.catch(() => undefined);
  return run;
}

export function mediaService(ctx: MediaContext) {
  const { em, dataDir } = ctx;

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

  async function placedFile(type: MediaType, name: string): Promise<string> {
    const file = mediaFilePath(dataDir, type, name);
    // Names are checked by the input schema; this guards against a change there.
    if (!file) throw new AppError(400, 400, 'Invalid media name');
    return file;
  }

  function logFailure(error: unknown, file: string, what: string) {
    ctx.log.error({ err: error, file }, what);
  }

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

    get: async (id: number): Promise<MediaDto> => toDto(await find(id)),

    /** Write the file, then insert the row; a failed insert takes the file away again. */
    create(input: MediaCreate): Promise<MediaDto> {
      assertOwnUpload(input.file);
      const name = input.name || defaultMediaName(input.file.originalName);
      return serialized(async () => {
        if (await em.findOne(MediaEntity, { name })) throw duplicateName();
        const { size } = await stat(input.file.tempPath);
        const contentType = await detectContentType(input.file.tempPath, input.file.originalName);
        const type = mediaKind(contentType);
        const file = await placedFile(type, name);
        await moveFile(input.file.tempPath, file);
        try {
          const media = em.create(MediaEntity, {
            name,
            originalName: input.file.originalName,
            type,
            contentType,
            private: input.private,
            size,
            createdAt: new Date(),
          });
          await em.flush();
          return toDto(media);
        } catch (error) {
          await removeFile(file);
          if (error instanceof UniqueConstraintViolationException) throw duplicateName();
          throw error;
        }
      });
    },

    /**
     * A new file goes beside the old one under a name no URL can reach; once
     * the row update has committed it takes the old file's place (and the old
     * file goes, if the kind changed). A failed update leaves the old file.
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

        const oldFile = mediaFilePath(dataDir, media.type, media.name);
        const { size } = await stat(upload.tempPath);
        const contentType = await detectContentType(upload.tempPath, upload.originalName);
        const type = mediaKind(contentType);
        const newFile = await placedFile(type, media.name);
        const staging = path.join(path.dirname(newFile), `.replace-${randomUUID()}`);
        await moveFile(upload.tempPath, staging);
        try {
          media.originalName = upload.originalName;
          media.contentType = contentType;
          media.type = type;
          media.size = size;
          await em.flush();
        } catch (error) {
          await removeFile(staging);
          throw error;
        }

        try {
          await rename(staging, newFile);
        } catch (error) {
          await removeFile(staging);
          throw error;
        }
        if (oldFile && oldFile !== newFile) {
          await removeFile(oldFile).catch((error: unknown) =>
            logFailure(error, oldFile, 'could not remove a replaced media file'),
          );
        }
        return toDto(media);
      });
    },

    /** The row goes first: a file without a row is unreachable, a row without a file is a broken link. */
    delete(id: number): Promise<MediaDto> {
      return serialized(async () => {
        const media = await find(id);
        const dto = toDto(media);
        const file = mediaFilePath(dataDir, media.type, media.name);
        await em.remove(media).flush();
        if (file) {
          await removeFile(file).catch((error: unknown) =>
            logFailure(error, file, 'could not remove a deleted media file'),
          );
        }
        return dto;
      });
    },

    /**
     * The file behind `/api/media/{type}/{name}`. Anything that is not a known
     * kind and a valid name, or not in the database, or private for a
     * visitor, is simply not found (contract §3).
     */
    async findFile(type: string, name: string): Promise<MediaFile> {
      const file = mediaFilePath(dataDir, type, name);
      if (!file) throw AppError.notFound('Media');
      const media = await em.findOne(MediaEntity, { type, name });
      if (!media || (media.private && !(await ctx.isAdmin()))) throw AppError.notFound('Media');
      return { media: toDto(media), root: mediaRoot(dataDir), file };
    },

    /** A public media item by name, for the CV; null when missing or private. */
    async findPublicByName(name: string): Promise<MediaFile | null> {
      const media = await em.findOne(MediaEntity, { name, private: false });
      const file = media && mediaFilePath(dataDir, media.type, media.name);
      return media && file ? { media: toDto(media), root: mediaRoot(dataDir), file } : null;
    },
  };
}
