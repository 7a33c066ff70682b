/** Volunteering's own rules; the five calls, CV, export and JSON Resume are tested over every declaration. */
import { expect, it } from 'vitest';
import { signedInServer } from './support/signed-in-server';

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
  const highlights = ['  Mapped every ramp ', 'Wrote the cards'];
  const body = { ...valid, startAt: '2021-03-01', highlights };
  const created = await running.admin.post('/api/volunteering', body);
  expect(created.body.highlights).toEqual(['Mapped every ramp', 'Wrote the cards']);
  const cv = await running.visitor.get<string>('/cv');
  expect(cv.body).toContain('Mar 2021 – Present');
  expect(cv.body).toContain('<li>Mapped every ramp</li>');

  const refused = await running.admin.post('/api/volunteering', {
    ...valid,
    highlights: ['a', ' '],
  });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({
    statusCode: 1002,
    errors: [{ path: 'highlights.1', message: 'Highlights cannot hold an empty entry' }],
  });
});

it('imports entries as one only when organization, position and start all match', async () => {
  const entry = { position: 'Mentor', startDate: '2019' };
  const volunteer = [
    { ...entry, organization: 'Org A' },
    { ...entry, organization: 'Org B' },
  ];
  const reply = await running.admin.post('/api/import/json-resume', { volunteer });
  expect(reply.body.counts).toMatchObject({ create: 2, skip: 0 });
});
