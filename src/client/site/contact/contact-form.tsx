import { Button } from '../../ui/button';
import { ContactField } from './contact-field';
import { ContactNotice } from './contact-notice';
import { useContactForm } from './use-contact-form';
import { useHydrated } from './use-hydrated';

/** The contact form; rules in message-rules.ts, behaviour in useContactForm. */
export function ContactForm({ maxMessageLength }: { maxMessageLength: number }) {
  const { form, notice, onSubmit, sending } = useContactForm(maxMessageLength);
  // Until React runs, Send would make the browser post the form itself; it waits instead.
  const hydrated = useHydrated();
  const message = form.field('message');
  const overLimit = maxMessageLength > 0 && message.value.length > maxMessageLength;

  return (
    <form
      className="contact-form"
      method="post"
      noValidate
      aria-label="Send a message"
      onSubmit={onSubmit}
      onReset={form.handleReset}
    >
      <div className="contact-form-row">
        <ContactField
          id="contact-name"
          label="Name"
          binding={form.field('name')}
          inputProps={{ type: 'text', autoComplete: 'name' }}
        />
        <ContactField
          id="contact-email"
          label="Email"
          binding={form.field('email')}
          inputProps={{
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            spellCheck: false,
          }}
        />
      </div>
      <ContactField
        id="contact-message"
        label="Message"
        binding={message}
        multiline
        textareaProps={{ rows: 6 }}
        counter={
          <span className={overLimit ? 'contact-counter-over' : undefined}>
            {`${message.value.length}/${maxMessageLength}`}
          </span>
        }
      />
      <div className="contact-form-actions">
        <label className="ui-checkbox contact-robot">
          <input
            type="checkbox"
            className="ui-checkbox-input"
            name="robot"
            checked={form.values.robot}
            onChange={(event) => form.setValue('robot', event.target.checked)}
          />
          <span className="ui-checkbox-label">I am not a robot</span>
        </label>
        <Button
          type="submit"
          className="contact-send"
          disabled={sending || !hydrated}
          busy={sending}
          icon={<SendIcon />}
        >
          Send
        </Button>
      </div>
      <ContactNotice notice={notice} />
    </form>
  );
}

function SendIcon() {
  return (
    <svg
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
      <path d="M22 2 11 13" />
      <path d="M22 2 15 22l-4-9-9-4 20-7z" />
    </svg>
  );
}
