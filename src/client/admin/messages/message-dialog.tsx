import { useRef } from 'react';
import type { Message } from '../../../shared/message';
import { formatDateTime } from '../../lib/format';
import { Dialog } from '../../ui/dialog';
import { ReplyIcon } from '../../ui/icons';

/**
 * `mailto:` plus the address, with only the characters that would end the
 * address early (`?`, `#`, `%`, `&`, spaces) escaped; `@` stays readable.
 */
export function mailtoHref(email: string): string {
  return `mailto:${email.replace(/[?#%&\s]/g, (char) => encodeURIComponent(char))}`;
}

export interface MessageDialogProps {
  message: Message | null;
  onClose: () => void;
}

/** The sender's name, email, the message as plain text, and Reply. */
export function MessageDialog({ message, onClose }: MessageDialogProps) {
  // Replying is what one usually does next, so that is where focus starts.
  const replyRef = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog
      open={message !== null}
      title="Message"
      onClose={onClose}
      size="lg"
      initialFocusRef={replyRef}
      footer={
        message ? (
          // A real link: the mail app opens it, and it can be copied or opened elsewhere.
          <a
            ref={replyRef}
            className="ui-button ui-button--flat ui-button--primary"
            href={mailtoHref(message.email)}
          >
            <ReplyIcon />
            Reply
          </a>
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
          </dl>
          {/* Text, never HTML: React escapes it, and the stylesheet keeps its line breaks. */}
          <p className="message-text">{message.message}</p>
        </>
      ) : null}
    </Dialog>
  );
}
