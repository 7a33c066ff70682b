import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { MessageEntity } from './message.entity';

/**
 * The outbox: one row per message whose notice must be mailed to the owner,
 * written in the transaction that stores the message, so a message is never
 * stored without its notice or the reverse. A worker in every instance
 * drains it (see notification-worker.ts). `attempts` moves with every claim,
 * so a claim is a conditional update on the attempts the claimer read:
 * of two instances only one can win a row. `lockedUntil` is the claim's
 * lease: a claimer that died lets the row go when it ends.
 * `mailId` is the notice's Message-ID, the same on every try, so a notice
 * sent twice (accepted, then the process died before marking it) is
 * recognisable as one.
 */
export const MailOutboxEntity = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: (p) => ({
    outboxId: p.integer().primary().autoincrement(),
    // A deleted message needs no notice any more.
    message: () =>
      p.manyToOne(MessageEntity).fieldName('message_id').deleteRule('cascade').unique(),
    status: p.string().length(10).default('pending'),
    attempts: p.integer().default(0),
    mailId: p.string().length(200),
    createdAt: p.datetime(),
    nextAttemptAt: p.datetime().index(),
    lockedUntil: p.datetime().nullable(),
    /** When it was sent, or given up. */
    doneAt: p.datetime().nullable(),
    lastError: p.string().length(500).nullable(),
  }),
});

/** An answer an admin sent from the inbox: kept with the message once the SMTP server accepted it. */
export const MessageReplyEntity = defineEntity({
  name: 'MessageReply',
  tableName: 'message_reply',
  properties: (p) => ({
    replyId: p.integer().primary().autoincrement(),
    message: () => p.manyToOne(MessageEntity).fieldName('message_id').deleteRule('cascade'),
    text: p.text(),
    sentAt: p.datetime(),
    // A copy, as the activity trail keeps it: the admin may be deleted later.
    username: p.string().length(50),
  }),
});

export type MailOutbox = InferEntity<typeof MailOutboxEntity>;
export type MessageReply = InferEntity<typeof MessageReplyEntity>;
