import { useCallback, useMemo, useState } from 'react';
import { plainRoutes } from '../../../shared/api-routes';
import type { Media } from '../../../shared/media';
import { ErrorCode } from '../../../shared/error-codes';
import { toApiError } from '../../lib/api-error';
import { errorNotice } from '../../lib/api-error-notice';
import { copyText } from '../../lib/clipboard';
import { trpc } from '../../lib/trpc';
import { IconButton } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { MediaInUseDialog, type MediaInUse } from './media-in-use-dialog';
import { deleteQuestion } from '../list/delete-question';
import { EditIcon, ExternalLinkIcon, LinkIcon, MediaIcon, TrashIcon } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { defineContentPage } from '../content-page';
import type { ListParams } from '../list/crud-resource';
import type { ListColumn } from '../list/data-table';
import type { EntityDialogState } from '../list/entity-dialog';
import { ListView } from '../list/list-view';
import { useBusyIds } from '../list/use-busy-ids';
import { usePageTitle } from '../use-page-title';
import { MediaDialog } from './media-dialog';
import { MediaPreview } from './media-preview';

const ENTITY_LABEL = 'Media';

/** `/api/media/{type}/{name}`: where the file is served, and the link that gets shared. */
export function mediaFilePath(media: Pick<Media, 'type' | 'name'>): string {
  return plainRoutes.mediaFile.path
    .replace('{type}', encodeURIComponent(media.type))
    .replace('{name}', encodeURIComponent(media.name));
}

/** The absolute address to paste elsewhere: a relative path means nothing outside this site. */
export function mediaFileUrl(media: Pick<Media, 'type' | 'name'>): string {
  return new URL(mediaFilePath(media), window.location.origin).href;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function MediaPage() {
  usePageTitle('Media');
  const utils = trpc.useUtils();
  const toast = useToast();
  const [dialog, setDialog] = useState<EntityDialogState<Media>>(null);
  const [pendingDelete, setPendingDelete] = useState<Media | null>(null);
  const [inUse, setInUse] = useState<MediaInUse | null>(null);
  const [deleting, whileDeleting] = useBusyIds<number>();

  const list = useCallback((params: ListParams) => utils.media.list.queryOptions(params), [utils]);
  const reload = useCallback(() => utils.media.invalidate(), [utils]);
  // The list is fetched again before the delete counts as done.
  const remove = trpc.media.delete.useMutation({ onSuccess: reload });

  const copyLink = useCallback(
    async (media: Media) => {
      try {
        await copyText(mediaFileUrl(media));
        toast.success('Link copied to clipboard');
      } catch {
        toast.error('Could not copy the link');
      }
    },
    [toast],
  );

  const confirmDelete = async () => {
    const media = pendingDelete;
    setPendingDelete(null);
    if (!media) return;
    await whileDeleting(media.mediaId, async () => {
      try {
        await remove.mutateAsync({ id: media.mediaId });
        toast.success(`${ENTITY_LABEL} deleted successfully`);
      } catch (error) {
        const refusal = toApiError(error);
        // The server names what still links to the file: that stays on screen until read.
        if (refusal.statusCode === ErrorCode.deleteFailed) {
          setInUse({ name: media.name, message: refusal.message });
          return;
        }
        const notice = errorNotice(error, ENTITY_LABEL);
        if (notice) toast.error(notice);
        // The file may be gone all the same (deleted elsewhere): show what the server holds.
        await reload();
      }
    });
  };

  const columns = useMemo<readonly ListColumn<Media>[]>(
    () => [
      {
        key: 'preview',
        header: 'Preview',
        className: 'media-preview-cell',
        cell: (media) => <MediaPreview media={media} />,
      },
      { key: 'name', header: 'Name', sortField: 'name', cell: (media) => media.name },
      {
        key: 'originalName',
        header: 'Original Name',
        sortField: 'originalName',
        cell: (media) => media.originalName,
      },
      { key: 'private', header: 'Private', cell: (media) => yesNo(media.private) },
      {
        key: 'size',
        header: 'Size',
        sortField: 'size',
        className: 'media-size-cell',
        cell: (media) => media.sizeString,
      },
      {
        // On the media page this column is 'Action', not the list's usual 'Actions'.
        key: 'action',
        header: 'Action',
        className: 'admin-table-actions',
        cell: (media) => (
          <div className="admin-row-actions">
            <IconButton
              label={`Edit ${media.name}`}
              icon={<EditIcon />}
              size="sm"
              onClick={() => setDialog({ mode: 'edit', item: media })}
            />
            <IconButton
              label={`Copy link to ${media.name}`}
              icon={<LinkIcon />}
              size="sm"
              onClick={() => void copyLink(media)}
            />
            <a
              className="ui-button ui-button--text ui-button--neutral ui-button--sm ui-icon-button"
              href={mediaFilePath(media)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open ${media.name} in a new tab`}
              title={`Open ${media.name} in a new tab`}
            >
              <ExternalLinkIcon />
            </a>
            <IconButton
              label={`Delete ${media.name}`}
              icon={<TrashIcon />}
              tone="danger"
              size="sm"
              busy={deleting.has(media.mediaId)}
              onClick={() => setPendingDelete(media)}
            />
          </div>
        ),
      },
    ],
    [copyLink, deleting],
  );

  return (
    <>
      <ListView
        title="Media"
        entityLabel={ENTITY_LABEL}
        columns={columns}
        getRowId={(media) => media.mediaId}
        getRowLabel={(media) => media.name}
        query={list}
        onAdd={() => setDialog({ mode: 'create' })}
        reload={reload}
      />
      <MediaDialog state={dialog} onSaved={() => setDialog(null)} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={pendingDelete !== null}
        question={pendingDelete ? deleteQuestion('media file', pendingDelete.name) : undefined}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
      <MediaInUseDialog refusal={inUse} onClose={() => setInUse(null)} />
    </>
  );
}

export const mediaPage = defineContentPage({
  slug: 'media',
  label: 'Media',
  icon: MediaIcon,
  entity: 'media',
  component: MediaPage,
});
