import { useCallback, useState } from 'react';
import type { Message } from '../../../shared/message';
import { errorNotice } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { IconButton } from '../../ui/button';
import { MailOpenIcon, MessageIcon } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { defineContentPage } from '../content-page';
import type { ListParams } from '../list/crud-resource';
import type { ListColumn } from '../list/data-table';
import { ListView } from '../list/list-view';
import { usePageTitle } from '../use-page-title';
import { MessageDialog } from './message-dialog';

const ENTITY_LABEL = 'Message';
/** Messages are listed newest first. */
const SORT = 'createdAt:desc';

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
  { key: 'name', header: 'Full Name', cell: (message) => <SenderName message={message} /> },
  {
    key: 'email',
    header: 'Email',
    className: 'message-email-cell',
    cell: (message) => message.email,
  },
  {
    key: 'createdAt',
    header: 'Date and time',
    className: 'message-date-cell',
    cell: (message) => (
      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
    ),
  },
];

/** Read-only messages from the contact form; opening one marks it read. */
export function MessagesPage() {
  usePageTitle('Messages');
  const utils = trpc.useUtils();
  const toast = useToast();
  const [open, setOpen] = useState<Message | null>(null);

  const list = useCallback(
    (params: ListParams) => utils.message.list.queryOptions(params),
    [utils],
  );
  const reload = useCallback(() => utils.message.invalidate(), [utils]);
  // Both calls change the list: it is fetched again before either counts as done.
  const markRead = trpc.message.markRead.useMutation({ onSuccess: reload });
  const remove = trpc.message.delete.useMutation({ onSuccess: reload });
  const markReadAsync = markRead.mutateAsync;

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

  const renderRowActions = useCallback(
    (message: Message) => (
      <IconButton
        label={`Open message from ${message.name}`}
        icon={<MailOpenIcon />}
        size="sm"
        onClick={() => void openMessage(message)}
      />
    ),
    [openMessage],
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
        onDelete={(message) => remove.mutateAsync({ id: message.messageId })}
        reload={reload}
      />
      <MessageDialog message={open} onClose={() => setOpen(null)} />
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
