import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { accessDb } from '../mocks/access-handlers';
import { contentDb } from '../mocks/content-handlers';
import { crudDb } from '../mocks/crud-handlers';
import { mediaMessageAnalyticsDb } from '../mocks/media-message-analytics-handlers';
import { mockDb } from '../mocks/mock-db';
import { server } from '../mocks/server';

// A request no handler expects is a bug in the test or the code: fail loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  // Every in-memory store starts fresh, so no test depends on another's rows.
  mockDb.reset();
  crudDb.reset();
  contentDb.reset();
  mediaMessageAnalyticsDb.reset();
  accessDb.reset();
});

afterAll(() => server.close());
