import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { timestampProperties } from '../../db/timestamps';

export const MessageEntity = defineEntity({
  name: 'Message',
  tableName: 'message',
  // The inbox lists newest first, with the id breaking ties: its pages, the
  // last one included, walk this index instead of sorting every message.
  indexes: [{ properties: ['createdAt', 'messageId'] }],
  properties: (p) => ({
    messageId: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    email: p.string().length(320),
    message: p.text(),
    read: p.boolean().default(false),
    // Kept as it was (seconds or finer, as the column always held); updatedAt is the shared one.
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: timestampProperties(p).updatedAt,
  }),
});

export type Message = InferEntity<typeof MessageEntity>;
