import { inboxMessageSchema } from '../../../shared/message';
import { defineContentModule, exportSection } from '../content/content-module';
import { listAll } from '../content/list-all';
import { MailOutboxEntity, MessageReplyEntity } from './message-mail.entity';
import { MessageEntity } from './message.entity';
import { messageRouter } from './message.router';
import { messageService } from './message.service';

/** Visitors send messages; only admins read them, so there are no public reads. */
export const messageModule = defineContentModule({
  name: 'message',
  entities: [MessageEntity, MailOutboxEntity, MessageReplyEntity],
  router: messageRouter,
  publicReads: false,
  adminPage: 'messages',
  export: exportSection({
    key: 'messages',
    position: 100,
    // As the inbox shows them: with their notices and the replies sent.
    item: inboxMessageSchema,
    load: ({ em }) => listAll(messageService(em).inbox, 'messageId:asc'),
  }),
});
