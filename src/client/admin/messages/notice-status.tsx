import type { MessageNotification } from '../../../shared/message';
import { formatDateTime } from '../../lib/format';
import { cx } from '../../ui/class-names';

const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/** What became of the mail telling the owner about a message, in words. */
export function noticeText(notice: MessageNotification): string {
  switch (notice.status) {
    case 'sent':
      return `Notice mailed ${formatDateTime(notice.at)}`;
    case 'failed':
      return `Notice failed after ${tries(notice.attempts)}, ${formatDateTime(notice.at)}`;
    default:
      return notice.attempts === 0 || !notice.nextAttemptAt
        ? 'Notice waiting to be mailed'
        : `Notice not mailed yet (${tries(notice.attempts)}), next try ${formatDateTime(notice.nextAttemptAt)}`;
  }
}

const SHORT = { sent: 'Mailed', pending: 'Mail pending', failed: 'Mail failed' } as const;

/**
 * The notice's state as a small label for the inbox table (the full
 * sentence as its title and for screen readers), or nothing when mail is
 * off: no notice was ever meant to go.
 */
export function NoticeBadge({ notice }: { notice: MessageNotification | null }) {
  if (!notice) return null;
  const text = noticeText(notice);
  return (
    <span className={cx('message-notice', `message-notice--${notice.status}`)} title={text}>
      <span aria-hidden="true">{SHORT[notice.status]}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
