import { useMutation } from '@tanstack/react-query';
import { MESSAGE_DROPPED_BEACON_PATH } from '../../../shared/beacons';
import { type ContactFields, contactFieldErrors } from '../../../shared/message-rules';
import { useForm } from '../../ui/use-form';
import { procedureMutation } from '../site-api';
import { CONTACT_FAILED_TEXT, CONTACT_NOTICE_MS, CONTACT_SENT_TEXT } from './contact-texts';
import { useTimedNotice } from './use-timed-notice';

export interface ContactFormValues extends ContactFields {
  /** The 'I am not a robot' box; ticked means a bot filled the form (decision 0019). */
  robot: boolean;
}

/**
 * Tells the server, without any field of the message, that a message was
 * dropped for the robot box, so the drop is counted in its log (decision
 * 0066). A beacon: no answer is awaited and nothing on the page depends on
 * it. Browsers without sendBeacon (and jsdom) send nothing.
 */
function reportDroppedMessage() {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(MESSAGE_DROPPED_BEACON_PATH);
}

const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', message: '', robot: false };

/**
 * The contact form's state and its submit: validation first; a
 * ticked robot box is answered as a success without sending; otherwise the
 * message is posted and a notice shows for 5 seconds. Only success clears
 * the fields, so a failed send loses nothing the visitor typed.
 */
export function useContactForm(maxMessageLength: number) {
  const form = useForm<ContactFormValues>({
    initialValues: EMPTY_CONTACT_FORM,
    validate: (values) => contactFieldErrors(values, maxMessageLength),
  });
  const { notice, show } = useTimedNotice(CONTACT_NOTICE_MS);
  const { reset } = form;
  // One POST, never repeated: the form's own state says it is sending.
  const send = useMutation({ ...procedureMutation('message.create'), retry: false });

  const onSubmit = form.handleSubmit(async ({ robot, name, email, message }) => {
    if (robot) {
      reportDroppedMessage();
      reset();
      show('success', CONTACT_SENT_TEXT);
      return;
    }
    try {
      await send.mutateAsync({
        name: name.trim(),
        email: email.trim(),
        message: message.trim(),
      });
    } catch {
      // Every failure (refused input, 429, no connection) reads the same.
      show('error', CONTACT_FAILED_TEXT);
      return;
    }
    reset();
    show('success', CONTACT_SENT_TEXT);
  });

  return { form, notice, onSubmit, sending: form.isSubmitting };
}
