/** `createdAt` and `updatedAt` for a content item a test writes out by hand. */
export const stamps = {
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};
