import type { TimedNotice } from './use-timed-notice';

/**
 * The live region under the Send button. It is always in the page, so screen
 * readers are listening before the text arrives; it sits in the flow of the
 * form, never over it, so it cannot hide a field on a small screen.
 */
export function ContactNotice({ notice }: { notice: TimedNotice | null }) {
  return (
    <div className="contact-notice-region" role="status" aria-live="polite" aria-atomic="true">
      {notice ? (
        <p key={notice.id} className={`contact-notice contact-notice--${notice.tone}`}>
          <NoticeMark tone={notice.tone} />
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}

function NoticeMark({ tone }: { tone: TimedNotice['tone'] }) {
  return (
    <svg
      className="contact-notice-mark"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      {tone === 'success' ? <path d="m8 12 3 3 5-6" /> : <path d="M12 7v6m0 4h.01" />}
    </svg>
  );
}
