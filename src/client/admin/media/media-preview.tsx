import type { ComponentType } from 'react';
import type { Media, MediaType } from '../../../shared/media';
import {
  ArchiveIcon,
  AudioIcon,
  FileIcon,
  FileTextIcon,
  type IconProps,
  MediaIcon,
  VideoIcon,
} from '../../ui/icons';

const kindIcons: Record<MediaType, ComponentType<IconProps>> = {
  document: FileTextIcon,
  archive: ArchiveIcon,
  image: MediaIcon,
  audio: AudioIcon,
  video: VideoIcon,
  other: FileIcon,
};

export const kindLabels: Record<MediaType, string> = {
  document: 'Document',
  archive: 'Archive',
  image: 'Image',
  audio: 'Audio',
  video: 'Video',
  other: 'Other',
};

/**
 * A 48 px thumbnail needs the smallest copy, not a photo of megabytes: the
 * narrowest WebP copy when the image has them (decision 0058), else the file.
 */
function thumbnailOf(media: Media): string {
  const copies = media.variants.filter((variant) => variant.format === 'webp');
  const smallest = copies.reduce<(typeof copies)[number] | undefined>(
    (best, variant) => (!best || variant.width < best.width ? variant : best),
    undefined,
  );
  return smallest?.url ?? media.url;
}

/**
 * The list's preview cell: a thumbnail of an image (the admin's session
 * cookie lets private ones load too), an icon of the kind for anything else.
 * The kind is spoken; the thumbnail itself is decorative, the name is in the next column.
 */
export function MediaPreview({ media }: { media: Media }) {
  if (media.type === 'image') {
    return (
      <span className="media-preview">
        <img
          className="media-thumbnail"
          src={thumbnailOf(media)}
          alt=""
          loading="lazy"
          decoding="async"
          width={48}
          height={48}
        />
        <span className="visually-hidden">{kindLabels.image}</span>
      </span>
    );
  }
  const KindIcon = kindIcons[media.type] ?? FileIcon;
  return (
    <span className="media-preview media-preview--icon" title={kindLabels[media.type]}>
      <KindIcon />
      <span className="visually-hidden">{kindLabels[media.type] ?? media.type}</span>
    </span>
  );
}
