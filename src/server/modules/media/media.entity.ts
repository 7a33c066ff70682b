import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const MediaEntity = defineEntity({
  name: 'Media',
  tableName: 'media',
  properties: (p) => ({
    mediaId: p.integer().primary().autoincrement(),
    // Unique across kinds: the name alone identifies a file to the owner.
    name: p.string().length(256).unique(),
    originalName: p.string().length(512),
    type: p.string().length(20),
    contentType: p.string().length(255),
    private: p.boolean().default(false),
    size: p.integer(),
    // A raster image's size in pixels as shown (EXIF orientation applied); null for anything else.
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    /**
     * The widths of the AVIF and WebP copies made of a raster image
     * (`480,960,1600`); '' when none are made (not a raster image, or it could
     * not be decoded); null while they are still to be made.
     */
    variants: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});

export type Media = InferEntity<typeof MediaEntity>;
