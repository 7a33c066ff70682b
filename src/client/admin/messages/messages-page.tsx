import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InboxMessage as Message } from '../../../shared/message';
import { toApiError } from '../../lib/api-error';
import { errorNotice } from '../../lib/api-error-notice';
import { formatDateTime } from '../../lib/format';
import { ifMatchOptions } from '../../lib/if-match';
import { trpc } from '../../lib/trpc';
import { useWriteMutation } from '../../lib/use-write-mutation';
import { IconButton } from '../../ui/button';
import { MailOpenIcon, MessageIcon } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { defineContentPage } from '../content-page';
import type { ListParams } from '../list/crud-resource';
import type { ListColumn } from '../list/data-table';
import { ListView } from '../list/list-view';
import { ToggleSwitch } from '../list/toggle-switch';
import { useBusyIds } from '../list/use-busy-ids';
import { usePageTitle } from '../use-page-title';
import { MessageDialog } from './message-dialog';
import { NoticeBadge } from './notice-status';

const ENTITY_LABEL = 'Message';
/**
 * Messages are listed newest first, and of two in the same millisecond the
 * later one first (the id says which), as the server's own default order:
 * its index serves every page of this order, the last one included.
 */
const SORT = 'createdAt:desc,messageId:desc';

function SenderName({ message }: { message: Message }) {
  if (message.read) return <span className="message-sender">{message.name}</span>;
  return (
    <span className="message-sender message-sender--unread">
      {/* Seen as a dot, heard as 'Unread'. */}
      <span className="message-unread-dot" role="img" aria-label="Unread" title="Unread" />
      {message.name}
    </span>
  );
}

const columns: readonly ListColumn<Message>[] = [
  {
    key: 'name',
    header: 'Full Name',
    sortField: 'name',
    cell: (message) => <SenderName message={message} />,
  },
  {
    key: 'email',
    header: 'Email',
    sortField: 'email',
    className: 'message-email-cell',
    cell: (message) => message.email,
  },
  {
    key: 'createdAt',
    header: 'Date and time',
    sortField: 'createdAt',
    className: 'message-date-cell',
    cell: (message) => (
      <span className="message-date">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        <NoticeBadge notice={message.notification} />
      </span>
    ),
  },
];

/** Read-only messages from the contact form; opening one marks it read. */
export function MessagesPage() {
  usePageTitle('Messages');
  const utils = trpc.useUtils();
  const toast = useToast();
  const [open, setOpen] = useState<Message | null>(null);
  // Replies go by mail from the server only when it has SMTP settings.
  const mail = trpc.message.mailStatus.useQuery(undefined, { staleTime: Infinity });

  const list = useCallback(
    (params: ListParams) => utils.message.list.queryOptions(params),
    [utils],
  );
  const reload = useCallback(() => utils.message.invalidate(), [utils]);
  // These calls change the list: it is fetched again before any counts as done.
  const markRead = trpc.message.markRead.useMutation({ onSuccess: reload });
  // A delete names the version the list showed (If-Match), unless the owner chose to overwrite.
  const remove = useWriteMutation('message', 'delete', reload);
  const markReadAsync = markRead.mutateAsync;
  const markUnread = trpc.message.markUnread.useMutation({ onSuccess: reload });

  // Back to unread closes the message, as a mail app does: it waits in the list, marked again.
  const markMessageUnread = async (message: Message) => {
    try {
      await markUnread.mutateAsync({ id: message.messageId });
      setOpen(null);
      toast.success('Message marked as unread');
    } catch (error) {
      const notice = errorNotice(error, ENTITY_LABEL);
      if (notice) toast.error(notice);
    }
  };

  const openMessage = useCallback(
    async (message: Message) => {
      setOpen(message);
      // Unread becomes read when the dialog opens; one already read needs no call.
      if (message.read) return;
      try {
        await markReadAsync({ id: message.messageId });
      } catch (error) {
        const notice = errorNotice(error, ENTITY_LABEL);
        if (notice) toast.error(notice);
      }
    },
    [markReadAsync, toast],
  );

  // `?open=<id>`: the link in a notice mail opens that message here.
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = Number(searchParams.get('open'));
  const followedLink = useRef<number | null>(null);
  useEffect(() => {
    if (!Number.isInteger(linked) || linked <= 0 || followedLink.current === linked) return;
    followedLink.current = linked;
    // The link has done its work: Back or a reload should not open it again.
    setSearchParams(
      (params) => {
        params.delete('open');
        return params;
      },
      { replace: true },
    );
    utils.message.get.fetch({ id: linked }).then(
      (message) => void openMessage(message),
      (error: unknown) => {
        const problem = toApiError(error);
        // A message deleted since the mail says so in words; 401 signs out with no message.
        const notice =
          problem.statusCode === 404 ? problem.message : errorNotice(error, ENTITY_LABEL);
        if (notice) toast.error(notice);
      },
    );
  }, [linked, openMessage, setSearchParams, toast, utils]);

  // The read state flips from the row as well, with Undo, as a mail app's read/unread does.
  const markUnreadAsync = markUnread.mutateAsync;
  const [flipping, whileFlipping] = useBusyIds<number>();
  const setRead = useCallback(
    async (message: Message, read: boolean, undoable: boolean): Promise<void> => {
      try {
        await (read ? markReadAsync : markUnreadAsync)({ id: message.messageId });
      } catch (error) {
        const notice = errorNotice(error, ENTITY_LABEL);
        if (notice) toast.error(notice);
        return;
      }
      const said = `Message from ${message.name} marked as ${read ? 'read' : 'unread'}`;
      if (!undoable) toast.success(`Undone: ${said}`);
      else {
        toast.show(said, {
          tone: 'success',
          action: { label: 'Undo', onAction: () => void setRead(message, !read, false) },
        });
      }
    },
    [markReadAsync, markUnreadAsync, toast],
  );

  const renderRowActions = useCallback(
    (message: Message) => (
      <>
        <ToggleSwitch
          label={`Read: message from ${message.name}`}
          checked={message.read}
          busy={flipping.has(message.messageId)}
          onText="Read"
          offText="Unread"
          onChange={(read) =>
            void whileFlipping(message.messageId, () => setRead(message, read, true))
          }
        />
        <IconButton
          label={`Open message from ${message.name}`}
          icon={<MailOpenIcon />}
          size="sm"
          onClick={() => void openMessage(message)}
        />
      </>
    ),
    [openMessage, flipping, whileFlipping, setRead],
  );

  return (
    <>
      <ListView
        title="Messages"
        entityLabel={ENTITY_LABEL}
        columns={columns}
        getRowId={(message) => message.messageId}
        getRowLabel={(message) => `message from ${message.name}`}
        query={list}
        sort={SORT}
        renderRowActions={renderRowActions}
        onDelete={(message, options) =>
          remove.mutateAsync({
            input: { id: message.messageId },
            options: options?.overwrite ? {} : ifMatchOptions(message),
          })
        }
        deleteQuestion={(message) => `Delete the message from “${message.name}”?`}
        reload={reload}
      />
      <MessageDialog
        message={open}
        mail={mail.data}
        onReplied={(message) => {
          setOpen(message);
          void reload();
        }}
        onMarkUnread={markMessageUnread}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

export const messagesPage = defineContentPage({
  slug: 'messages',
  label: 'Messages',
  icon: MessageIcon,
  entity: 'message',
  component: MessagesPage,
});
