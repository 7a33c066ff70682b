import { useRef, useState } from 'react';
import type { InboxMessage, MailStatus } from '../../../shared/message';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { MessageIcon, ReplyIcon } from '../../ui/icons';
import { noticeText } from './notice-status';
import { ReplyDialog } from './reply-dialog';

/**
 * `mailto:` plus the address, with only the characters that would end the
 * address early (`?`, `#`, `%`, `&`, spaces) escaped; `@` stays readable.
 */
export function mailtoHref(email: string): string {
  return `mailto:${email.replace(/[?#%&\s]/g, (char) => encodeURIComponent(char))}`;
}

export interface MessageDialogProps {
  message: InboxMessage | null;
  /** Whether the server sends mail; unknown while it loads. */
  mail: MailStatus | undefined;
  /** A reply went out: the message as the server now has it. */
  onReplied: (message: InboxMessage) => void;
  /** Sets the message back to unread; the dialog shows it busy until this settles. */
  onMarkUnread: (message: InboxMessage) => Promise<void>;
  onClose: () => void;
}

/**
 * The sender's name, email, the message as plain text, what became of the
 * notice to the owner, the replies sent, and Reply: a form that sends the
 * answer by mail when the server can, else a mail link for one's own app.
 */
export function MessageDialog({
  message,
  mail,
  onReplied,
  onMarkUnread,
  onClose,
}: MessageDialogProps) {
  // Replying is what one usually does next, so that is where focus starts.
  const replyRef = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const [replying, setReplying] = useState(false);
  const [markingUnread, setMarkingUnread] = useState(false);
  const canMail = mail?.enabled === true;
  const markUnread = async (shown: InboxMessage) => {
    setMarkingUnread(true);
    try {
      await onMarkUnread(shown);
    } finally {
      setMarkingUnread(false);
    }
  };
  return (
    <Dialog
      open={message !== null}
      title="Message"
      onClose={onClose}
      size="lg"
      initialFocusRef={replyRef}
      footer={
        message ? (
          <>
            <Button
              variant="outlined"
              tone="neutral"
              icon={<MessageIcon />}
              busy={markingUnread}
              onClick={() => void markUnread(message)}
            >
              Mark as unread
            </Button>
            {canMail ? (
              <Button ref={replyRef} icon={<ReplyIcon />} onClick={() => setReplying(true)}>
                Reply
              </Button>
            ) : (
              // A real link: the mail app opens it, and it can be copied or opened elsewhere.
              <a
                ref={replyRef}
                className="ui-button ui-button--flat ui-button--primary"
                href={mailtoHref(message.email)}
              >
                <ReplyIcon />
                Reply
              </a>
            )}
          </>
        ) : null
      }
    >
      {message ? (
        <>
          <dl className="message-meta">
            <div>
              <dt>From</dt>
              <dd>{message.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={mailtoHref(message.email)}>{message.email}</a>
              </dd>
            </div>
            <div>
              <dt>Received</dt>
              <dd>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </dd>
            </div>
            {message.notification ? (
              <div>
                <dt>Notice</dt>
                <dd className={`message-notice-text--${message.notification.status}`}>
                  {noticeText(message.notification)}
                </dd>
              </div>
            ) : null}
          </dl>
          {/* Text, never HTML: React escapes it, and the stylesheet keeps its line breaks. */}
          <p className="message-text">{message.message}</p>
          {message.replies.length > 0 ? (
            <section className="message-replies" aria-label="Replies">
              <h3 className="message-replies-title">Replies</h3>
              <ol className="message-replies-list">
                {message.replies.map((reply) => (
                  <li key={reply.replyId} className="message-reply">
                    <p className="message-reply-meta">
                      <time dateTime={reply.sentAt}>{formatDateTime(reply.sentAt)}</time>, by{' '}
                      {reply.username}
                    </p>
                    <p className="message-reply-text">{reply.text}</p>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {replying ? (
            <ReplyDialog
              message={message}
              from={mail?.from ?? null}
              onClose={() => setReplying(false)}
              onSent={(updated) => {
                setReplying(false);
                onReplied(updated);
              }}
            />
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
