/** Volunteering's own rules; the five calls, CV, export and JSON Resume are tested over every declaration. */
import { expect, it } from 'vitest';
import { signedInServer } from './support/signed-in-server';
import { ApiClient } from './support/test-server';

const running = signedInServer();

const valid = { organization: 'Code Club', startAt: '2022-09-01' };
const errors = [{ path: 'endAt', message: 'End date cannot be less or equal to start date' }];

it('refuses an end on or before the start, on create and update, changing nothing', async () => {
  const onCreate = await running.admin.post('/api/volunteering', { ...valid, endAt: '2022-09-01' });
  expect(onCreate.status).toBe(400);
  expect(onCreate.body).toEqual({
    statusCode: 1002,
    message: 'Failed to create Volunteering',
    errors,
  });
  const kept = await running.admin.post('/api/volunteering', valid);
  const path = `/api/volunteering/${String(kept.body.volunteeringId)}`;
  const onUpdate = await running.admin.put(path, { ...valid, endAt: '2021-01-01' });
  expect(onUpdate.status).toBe(400);
  expect(onUpdate.body).toEqual({
    statusCode: 1003,
    message: 'Failed to update Volunteering',
    errors,
  });
  expect((await running.admin.get(path)).body).toEqual(kept.body);
});

it('keeps highlights in order and trimmed, refuses an empty one, and lists them on the CV', async () => {
  const highlights = ['  Mapped every ramp in the harbour ', 'Wrote the starter cards'];
  const created = await running.admin.post('/api/volunteering', {
    ...valid,
    startAt: '2021-03-01',
    highlights,
  });
  expect(created.body.highlights).toEqual([
    'Mapped every ramp in the harbour',
    'Wrote the starter cards',
  ]);
  const cv = await new ApiClient(running.server.url).get<string>('/cv');
  expect(cv.body).toContain('Mar 2021 – Present');
  expect(cv.body).toContain('<li>Mapped every ramp in the harbour</li>');

  const refused = await running.admin.post('/api/volunteering', {
    ...valid,
    highlights: ['ok', ' '],
  });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({
    statusCode: 1002,
    errors: [{ path: 'highlights.1', message: 'Highlights cannot hold an empty entry' }],
  });
});
