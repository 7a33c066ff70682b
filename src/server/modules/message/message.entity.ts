import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const MessageEntity = defineEntity({
  name: 'Message',
  tableName: 'message',
  properties: (p) => ({
    messageId: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    email: p.string().length(320),
    message: p.text(),
    read: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});

export type Message = InferEntity<typeof MessageEntity>;
