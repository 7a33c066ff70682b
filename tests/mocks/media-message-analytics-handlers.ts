import { HttpResponse } from 'msw';
import { PRECONDITION_FAILED, preconditionHolds } from './change-tracking';
import { assertDocumented } from './openapi-document';
import { http } from './typed-http';
import { envelope, invalidInput, unauthorized } from './envelopes';
import { ErrorCode } from '../../src/shared/errors';
import { MEDIA_NAME_PATTERN, mediaSortFields } from '../../src/shared/media';
import { idParamSchema } from '../../src/shared/list';
import { messageReplyInputSchema, messageSortFields } from '../../src/shared/message';
import { fileOf, kindOf, slugOf } from './media-stores';
import { MOCK_ADMIN, mockDb } from './db';
import { listQueryOf, listRows } from './list-rows';

/**
 * Hand-written handlers for the calls that are not the five generic ones:
 * media (list, multipart create and update, delete), messages (list, mark
 * read, delete) and the three analytics series, over `mockDb.media`,
 * `mockDb.messages` and `mockDb.analytics`.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The API's range rule (decision 0014): `to` defaults to today, `from` to six days before. */
function rangeDays(request: Request): string[] | null {
  const url = new URL(request.url);
  const to = url.searchParams.get('to') || utcDay(new Date());
  const from = url.searchParams.get('from') || addDays(to, -6);
  if (from > to) return null;
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const db = mockDb;
const badRange = () =>
  envelope(400, 'Invalid input', [{ path: 'from', message: 'From cannot be after to' }]);

export const mediaHandlers = [
  http.get('/api/media', ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    return response(200).json(
      listRows(
        db.media.all(),
        listQueryOf(request),
        ['name', 'originalName', 'type', 'contentType'],
        mediaSortFields,
        [['mediaId', 'asc']],
        'mediaId',
      ),
    );
  }),

  http.post('/api/media', async ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const form = await request.formData();
    const file = fileOf(form.get('file'));
    if (!file) {
      return response(400).json(
        envelope(ErrorCode.createFailed, 'Failed to create Media', [
          { path: 'file', message: 'File is required' },
        ]),
      );
    }
    const rawName = form.get('name');
    const name = typeof rawName === 'string' && rawName.trim() ? rawName.trim() : slugOf(file.name);
    if (!MEDIA_NAME_PATTERN.test(name) || name.length > 256) {
      return response(400).json(
        envelope(ErrorCode.createFailed, 'Failed to create Media', [
          { path: 'name', message: 'Name is invalid' },
        ]),
      );
    }
    if (db.media.nameTaken(name)) {
      return response(409).json(
        envelope(ErrorCode.createFailed, 'Failed to create Media: the name is already used', [
          { path: 'name', message: 'Name is already used' },
        ]),
      );
    }
    const contentType = file.type || 'application/octet-stream';
    const row = db.media.insert({
      name,
      originalName: file.name,
      type: kindOf(contentType),
      contentType,
      private: form.get('private') === 'true',
      size: file.size,
    });
    return response(200).json(row);
  }),

  http.put('/api/media/{id}', async ({ params, request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const row = db.media.find(Number(params.id));
    if (!row) return response(404).json(envelope(404, 'Media not found'));
    const form = await request.formData();
    const file = fileOf(form.get('file'));
    if (file) db.media.replaceFile(row, file);
    const flag = form.get('private');
    if (flag === 'true' || flag === 'false') row.private = flag === 'true';
    return response(200).json(row);
  }),

  http.delete('/api/media/{id}', ({ params, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const row = db.media.remove(Number(params.id));
    return row ? response(200).json(row) : response(404).json(envelope(404, 'Media not found'));
  }),
];

export const messageHandlers = [
  http.get('/api/message', ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    return response(200).json(
      listRows(
        db.messages.all(),
        listQueryOf(request),
        ['name', 'email', 'message'],
        messageSortFields,
        [
          ['createdAt', 'desc'],
          ['messageId', 'desc'],
        ],
        'messageId',
      ),
    );
  }),

  http.get('/api/message/{id}', ({ params, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const id = idParamSchema.safeParse({ id: params.id });
    if (!id.success) return response(400).json(invalidInput(id.error));
    const row = db.messages.find(id.data.id);
    return row ? response(200).json(row) : response(404).json(envelope(404, 'Message not found'));
  }),

  http.get('/api/mail', ({ response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    return response(200).json({ enabled: db.mail.enabled, from: db.mail.from });
  }),

  // The server's order: the text, then mail configured, then the message, then the send.
  http.post('/api/message/{id}/reply', async ({ params, request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const body: unknown = await request.json().catch(() => ({}));
    const input = messageReplyInputSchema
      .extend(idParamSchema.shape)
      .safeParse({ ...(body as object), id: params.id });
    if (!input.success) return response(400).json(invalidInput(input.error));
    if (!db.mail.enabled) {
      return response(503).json(
        envelope(
          503,
          'Mail is not configured: set SMTP_URL, MAIL_FROM and PUBLIC_URL to reply from the inbox',
        ),
      );
    }
    const row = db.messages.find(input.data.id);
    if (!row) return response(404).json(envelope(404, 'Message not found'));
    if (db.mail.refuses) {
      return response(502).json(
        envelope(502, 'The mail server did not accept the reply: it was not sent, try again later'),
      );
    }
    db.messages.addReply(row, input.data.text, MOCK_ADMIN.username);
    return response(200).json(row);
  }),

  http.put('/api/message/{id}/read', ({ params, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const row = db.messages.find(Number(params.id));
    if (!row) return response(404).json(envelope(404, 'Message not found'));
    if (!row.read) db.messages.touch(row);
    row.read = true;
    return response(200).json(row);
  }),

  http.put('/api/message/{id}/unread', ({ params, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const row = db.messages.find(Number(params.id));
    if (!row) return response(404).json(envelope(404, 'Message not found'));
    if (row.read) db.messages.touch(row);
    row.read = false;
    return response(200).json(row);
  }),

  http.delete('/api/message/{id}', ({ params, request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const found = db.messages.find(Number(params.id));
    if (!found) return response(404).json(envelope(404, 'Message not found'));
    if (!preconditionHolds(request, found)) {
      assertDocumented('delete', '/api/message/{id}', 412);
      // Untyped until the document lists the 412; checked against it at run time instead.
      return HttpResponse.json(
        envelope(PRECONDITION_FAILED, 'Message was changed by someone else'),
        { status: 412 },
      ) as never;
    }
    const row = db.messages.remove(found.messageId);
    return row ? response(200).json(row) : response(404).json(envelope(404, 'Message not found'));
  }),
];

export const analyticsHandlers = [
  http.get('/api/analytics/visits', ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const days = rangeDays(request);
    if (!days) return response(400).json(badRange());
    return response(200).json(
      days.map((date) => ({
        date,
        ...(db.analytics.visits.get(date) ?? { totalVisits: 0, uniqueVisits: 0 }),
      })),
    );
  }),

  http.get('/api/analytics/cv-downloads', ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const days = rangeDays(request);
    if (!days) return response(400).json(badRange());
    return response(200).json(
      days.map((date) => ({ date, downloads: db.analytics.downloads.get(date) ?? 0 })),
    );
  }),

  http.get('/api/analytics/project-views', ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const days = rangeDays(request);
    if (!days) return response(400).json(badRange());
    return response(200).json(
      days.map((date) => ({ date, views: db.analytics.projectViews.get(date) ?? [] })),
    );
  }),
];

export const mediaMessageAnalyticsHandlers = [
  ...mediaHandlers,
  ...messageHandlers,
  ...analyticsHandlers,
];
