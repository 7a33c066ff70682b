import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockDb } from '../mocks';
import { server } from '../mocks/server';

// A request no handler expects is a bug in the test or the code: fail loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  // Every in-memory table starts fresh, so no test depends on another's rows.
  resetMockDb();
});

afterAll(() => server.close());
