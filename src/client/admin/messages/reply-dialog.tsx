import {
  type InboxMessage,
  messageReplyInputSchema,
  REPLY_TEXT_MAX,
} from '../../../shared/message';
import { toApiError } from '../../lib/api-error';
import { fieldErrorsOf } from '../../lib/api-error-notice';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { TextArea } from '../../ui/form-controls';
import { useToast } from '../../ui/toast';
import { type FieldErrors, useForm, zodValidator } from '../../ui/use-form';
import { isFormDirty } from '../../ui/form-dirty';
import { FormDialog } from '../list/form-dialog';

interface ReplyValues {
  text: string;
}

export interface ReplyDialogProps {
  message: InboxMessage;
  /** MAIL_FROM, shown as the sender. */
  from: string | null;
  onSent: (message: InboxMessage) => void;
  onClose: () => void;
}

/** The original as the mail quotes it below the answer. */
function quotedLines(message: InboxMessage): string {
  return message.message
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/**
 * The answer to a message, sent by mail from the server: To the sender,
 * From MAIL_FROM, the original quoted below. Kept with the message once the
 * mail server took it; a refusal keeps the form open with what was typed.
 */
export function ReplyDialog({ message, from, onSent, onClose }: ReplyDialogProps) {
  const toast = useToast();
  const reply = trpc.message.reply.useMutation();
  const form = useForm<ReplyValues>({
    initialValues: { text: '' },
    validate: zodValidator<ReplyValues>(messageReplyInputSchema),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const updated = await reply.mutateAsync({ id: message.messageId, text: values.text });
      toast.success('Reply sent');
      onSent(updated);
    } catch (error) {
      const fields = fieldErrorsOf(error) as FieldErrors<ReplyValues>;
      if (fields.text) form.setErrors(fields);
      // 502 and 503 say what happened in their own words; 401 signs out with no message.
      const problem = toApiError(error);
      if (!fields.text && problem.statusCode !== 401) toast.error(problem.message);
    }
  });

  return (
    <FormDialog
      title={`Reply to ${message.name}`}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel="Send reply"
      submitting={form.isSubmitting}
      dirty={isFormDirty(form)}
      size="lg"
    >
      <dl className="message-meta">
        <div>
          <dt>To</dt>
          <dd>
            {message.name} &lt;{message.email}&gt;
          </dd>
        </div>
        {from ? (
          <div>
            <dt>From</dt>
            <dd>{from}</dd>
          </div>
        ) : null}
      </dl>
      <TextArea
        label="Reply"
        required
        rows={8}
        maxLength={REPLY_TEXT_MAX}
        {...form.field('text')}
      />
      <div className="message-quote">
        <p className="message-quote-intro">
          Quoted below your answer: on {formatDateTime(message.createdAt)}, {message.name} wrote:
        </p>
        <pre className="message-quote-text">{quotedLines(message)}</pre>
      </div>
    </FormDialog>
  );
}
