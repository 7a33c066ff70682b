import { HttpResponse, http } from 'msw';
import { envelope, unauthorized, listParams } from './http-helpers';
import type { ProjectViewsDay } from '../../src/shared/analytics';
import { ErrorCode } from '../../src/shared/errors';
import { type Media, MEDIA_NAME_PATTERN, type MediaType } from '../../src/shared/media';
import type { Message } from '../../src/shared/message';
import { listPage, mockDb } from './mock-db';

/**
 * MSW handlers for the media, messages and dashboard pages, on the spec's
 * REST paths and in the API's error envelope and list shapes: media (list, multipart create and
 * update, delete), messages (list, mark read, delete) and the three
 * analytics series.
 *
 * `mediaMessageAnalyticsDb` is not part of `mockDb`'s reset: tests using it
 * call `mediaMessageAnalyticsDb.reset()` in a beforeEach.
 */

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function kindOf(contentType: string): MediaType {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('audio/')) return 'audio';
  if (contentType.startsWith('video/')) return 'video';
  if (contentType === 'application/zip') return 'archive';
  if (contentType === 'application/pdf' || contentType.startsWith('text/')) return 'document';
  return 'other';
}

const slugOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[^a-z0-9]+/, '');

/** The file part as MSW reads it: a Blob from another realm, so no instanceof checks. */
interface UploadedFile {
  name: string;
  type: string;
  size: number;
}

function fileOf(value: FormDataEntryValue | null): UploadedFile | null {
  if (value === null || typeof value === 'string') return null;
  const file = value as unknown as UploadedFile;
  return file.size > 0 ? file : null;
}

export interface SeedMedia {
  name: string;
  originalName?: string;
  type?: MediaType;
  contentType?: string;
  private?: boolean;
  size?: number;
}

export class MediaStore {
  private rows: Media[] = [];
  private nextId = 1;

  all(): Media[] {
    return [...this.rows];
  }

  find(id: number): Media | undefined {
    return this.rows.find((row) => row.mediaId === id);
  }

  nameTaken(name: string): boolean {
    return this.rows.some((row) => row.name === name);
  }

  seed(...items: SeedMedia[]): Media[] {
    return items.map((item) => {
      const contentType = item.contentType ?? 'image/png';
      return this.insert({
        name: item.name,
        originalName: item.originalName ?? item.name,
        type: item.type ?? kindOf(contentType),
        contentType,
        private: item.private ?? false,
        size: item.size ?? 2048,
      });
    });
  }

  insert(fields: Omit<Media, 'mediaId' | 'sizeString' | 'url' | 'createdAt'>): Media {
    const row: Media = {
      ...fields,
      mediaId: this.nextId++,
      sizeString: formatSize(fields.size),
      url: `/api/media/${fields.type}/${fields.name}`,
      createdAt: new Date(Date.UTC(2024, 4, 1, 12, 0, this.nextId)).toISOString(),
    };
    this.rows.push(row);
    return row;
  }

  replaceFile(row: Media, file: UploadedFile): void {
    row.originalName = file.name;
    row.contentType = file.type || 'application/octet-stream';
    row.type = kindOf(row.contentType);
    row.size = file.size;
    row.sizeString = formatSize(file.size);
    row.url = `/api/media/${row.type}/${row.name}`;
  }

  remove(id: number): Media | undefined {
    const row = this.find(id);
    if (row) this.rows = this.rows.filter((other) => other !== row);
    return row;
  }
}

export interface SeedMessage {
  name: string;
  email?: string;
  message?: string;
  read?: boolean;
  createdAt?: string;
}

export class MessageStore {
  private rows: Message[] = [];
  private nextId = 1;

  all(): Message[] {
    return [...this.rows];
  }

  find(id: number): Message | undefined {
    return this.rows.find((row) => row.messageId === id);
  }

  seed(...items: SeedMessage[]): Message[] {
    return items.map((item) => {
      const messageId = this.nextId++;
      const row: Message = {
        messageId,
        name: item.name,
        email: item.email ?? `${item.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        message: item.message ?? `Hello from ${item.name}`,
        read: item.read ?? false,
        createdAt: item.createdAt ?? new Date(Date.UTC(2024, 4, messageId, 9, 30)).toISOString(),
      };
      this.rows.push(row);
      return row;
    });
  }

  remove(id: number): Message | undefined {
    const row = this.find(id);
    if (row) this.rows = this.rows.filter((other) => other !== row);
    return row;
  }
}

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

/** Counts per UTC day; days not set count 0, as the real API answers. */
export class AnalyticsStore {
  visits = new Map<string, { totalVisits: number; uniqueVisits: number }>();
  downloads = new Map<string, number>();
  projectViews = new Map<string, ProjectViewsDay['views']>();
}

export const mediaMessageAnalyticsDb = {
  media: new MediaStore(),
  messages: new MessageStore(),
  analytics: new AnalyticsStore(),

  reset(): void {
    this.media = new MediaStore();
    this.messages = new MessageStore();
    this.analytics = new AnalyticsStore();
  },
};

const db = mediaMessageAnalyticsDb;
const badRange = () =>
  envelope(400, 400, 'Invalid input', [{ path: 'from', message: 'From cannot be after to' }]);

export const mediaHandlers = [
  http.get('*/api/media', ({ request }) => {
    if (!mockDb.signedIn) return unauthorized();
    return HttpResponse.json(
      listPage(db.media.all(), listParams(request), ['name', 'originalName', 'type']),
    );
  }),

  http.post('*/api/media', async ({ request }) => {
    if (!mockDb.signedIn) return unauthorized();
    const form = await request.formData();
    const file = fileOf(form.get('file'));
    if (!file) {
      return envelope(400, ErrorCode.createFailed, 'Failed to create Media', [
        { path: 'file', message: 'File is required' },
      ]);
    }
    const rawName = form.get('name');
    const name = typeof rawName === 'string' && rawName.trim() ? rawName.trim() : slugOf(file.name);
    if (!MEDIA_NAME_PATTERN.test(name) || name.length > 256) {
      return envelope(400, ErrorCode.createFailed, 'Failed to create Media', [
        { path: 'name', message: 'Name is invalid' },
      ]);
    }
    if (db.media.nameTaken(name)) {
      return envelope(
        409,
        ErrorCode.createFailed,
        'Failed to create Media: the name is already used',
        [{ path: 'name', message: 'Name is already used' }],
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
    return HttpResponse.json(row);
  }),

  http.put('*/api/media/:id', async ({ params, request }) => {
    if (!mockDb.signedIn) return unauthorized();
    const row = db.media.find(Number(params.id));
    if (!row) return envelope(404, 404, 'Media not found');
    const form = await request.formData();
    const file = fileOf(form.get('file'));
    if (file) db.media.replaceFile(row, file);
    const flag = form.get('private');
    if (flag === 'true' || flag === 'false') row.private = flag === 'true';
    return HttpResponse.json(row);
  }),

  http.delete('*/api/media/:id', ({ params }) => {
    if (!mockDb.signedIn) return unauthorized();
    const row = db.media.remove(Number(params.id));
    return row ? HttpResponse.json(row) : envelope(404, 404, 'Media not found');
  }),
];

export const messageHandlers = [
  http.get('*/api/message', ({ request }) => {
    if (!mockDb.signedIn) return unauthorized();
    return HttpResponse.json(
      listPage(db.messages.all(), listParams(request), ['name', 'email', 'message']),
    );
  }),

  http.put('*/api/message/:id/read', ({ params }) => {
    if (!mockDb.signedIn) return unauthorized();
    const row = db.messages.find(Number(params.id));
    if (!row) return envelope(404, 404, 'Message not found');
    row.read = true;
    return HttpResponse.json(row);
  }),

  http.delete('*/api/message/:id', ({ params }) => {
    if (!mockDb.signedIn) return unauthorized();
    const row = db.messages.remove(Number(params.id));
    return row ? HttpResponse.json(row) : envelope(404, 404, 'Message not found');
  }),
];

export const analyticsHandlers = [
  http.get('*/api/analytics/visits', ({ request }) => {
    if (!mockDb.signedIn) return unauthorized();
    const days = rangeDays(request);
    if (!days) return badRange();
    return HttpResponse.json(
      days.map((date) => ({
        date,
        ...(db.analytics.visits.get(date) ?? { totalVisits: 0, uniqueVisits: 0 }),
      })),
    );
  }),

  http.get('*/api/analytics/cv-downloads', ({ request }) => {
    if (!mockDb.signedIn) return unauthorized();
    const days = rangeDays(request);
    if (!days) return badRange();
    return HttpResponse.json(
      days.map((date) => ({ date, downloads: db.analytics.downloads.get(date) ?? 0 })),
    );
  }),

  http.get('*/api/analytics/project-views', ({ request }) => {
    if (!mockDb.signedIn) return unauthorized();
    const days = rangeDays(request);
    if (!days) return badRange();
    return HttpResponse.json(
      days.map((date) => ({ date, views: db.analytics.projectViews.get(date) ?? [] })),
    );
  }),
];

export const mediaMessageAnalyticsHandlers = [
  ...mediaHandlers,
  ...messageHandlers,
  ...analyticsHandlers,
];
