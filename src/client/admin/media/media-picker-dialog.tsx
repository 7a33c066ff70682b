import { useEffect, useState } from 'react';
import { MAX_PAGE_SIZE } from '../../../shared/list';
import type { Media } from '../../../shared/media';
import { errorNotice } from '../../lib/api-error-notice';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextInput } from '../../ui/text-input';

/** How long typing must pause before the search runs. */
const SEARCH_DELAY_MS = 250;
/** Thumbnails shown at first, and added by each "Show more". */
const SHOWN_STEP = 48;

/** The smallest WebP copy of an image when it has copies, else the file: a grid of thumbnails stays light. */
function thumbnailOf(media: Media): string {
  const copies = media.variants.filter((variant) => variant.format === 'webp');
  const smallest = copies.reduce<(typeof copies)[number] | undefined>(
    (best, variant) => (!best || variant.width < best.width ? variant : best),
    undefined,
  );
  return smallest?.url ?? media.url;
}

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface MediaPickerDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The field's address now: its thumbnail is marked as the current one. */
  current: string;
  /** The chosen image's site path (`/api/media/image/…`). */
  onChoose: (path: string) => void;
}

export function MediaPickerDialog({ open, ...props }: MediaPickerDialogProps) {
  return (
    <Dialog open={open} title={props.title} onClose={props.onClose} size="lg">
      {/* Mounted per opening: every open starts with an empty search. */}
      {open ? <PickerBody current={props.current} onChoose={props.onChoose} /> : null}
    </Dialog>
  );
}

/**
 * The media library's public images, newest first, searched as the owner
 * types. Private files are left out: visitors could not load them.
 */
function PickerBody({ current, onChoose }: { current: string; onChoose: (path: string) => void }) {
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(SHOWN_STEP);
  const filter = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const list = trpc.media.list.useQuery({
    page: 1,
    limit: MAX_PAGE_SIZE,
    sort: 'mediaId:desc',
    ...(filter ? { filter } : {}),
  });
  const images = (list.data?.items ?? []).filter(
    (media) => media.type === 'image' && !media.private,
  );

  useEffect(() => setShown(SHOWN_STEP), [filter]);

  let status: string;
  if (list.isPending) status = 'Loading images…';
  else if (list.isError) status = `Images could not be loaded: ${errorNotice(list.error, 'Media')}`;
  else if (images.length === 0)
    status = filter ? `No image matches “${filter}”` : 'No images yet: upload one first';
  else status = `${images.length} ${images.length === 1 ? 'image' : 'images'}`;

  return (
    <div className="media-picker">
      <TextInput
        label="Search images"
        type="search"
        autoComplete="off"
        placeholder="Name or file name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p className="media-picker-status" role="status">
        {status}
      </p>
      {images.length > 0 ? (
        <ul className="media-picker-grid">
          {images.slice(0, shown).map((media) => (
            <li key={media.mediaId}>
              <button
                type="button"
                className="media-picker-item"
                title={media.name}
                aria-current={media.url === current ? 'true' : undefined}
                onClick={() => onChoose(media.url)}
              >
                <img src={thumbnailOf(media)} alt="" loading="lazy" decoding="async" />
                <span className="media-picker-name">{media.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > shown ? (
        <Button type="button" variant="outlined" onClick={() => setShown(shown + SHOWN_STEP)}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
