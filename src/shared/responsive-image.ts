import { z } from 'zod';
import { VARIANT_FORMATS } from './image-variants';

/** One smaller copy of an uploaded raster image, as the media answers list them. */
export const imageVariantSchema = z
  .object({
    format: z.enum(VARIANT_FORMATS),
    width: z.number().int(),
    height: z.number().int(),
    url: z.string().meta({ example: '/api/media/image/cover.jpg/960.avif' }),
  })
  .meta({ id: 'ImageVariant' });
