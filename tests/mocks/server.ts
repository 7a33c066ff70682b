import { setupServer } from 'msw/node';
import { accessHandlers } from './access-handlers';
import { contentHandlers } from './content-handlers';
import { crudHandlers } from './crud-handlers';
import { handlers } from './handlers';
import { mediaMessageAnalyticsHandlers } from './media-message-analytics-handlers';

export const server = setupServer(
  ...handlers,
  ...crudHandlers,
  ...contentHandlers,
  ...mediaMessageAnalyticsHandlers,
  ...accessHandlers,
);
