import { nextStamp, versionOfRow } from './change-tracking';
import type { ProjectViewsDay } from '../../src/shared/analytics';
import type { Media, MediaType } from '../../src/shared/media';
import type { InboxMessage, MessageNotification, MessageReply } from '../../src/shared/message';

/** The in-memory media library, inbox and analytics counts behind the mocks. */

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function kindOf(contentType: string): MediaType {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('audio/')) return 'audio';
  if (contentType.startsWith('video/')) return 'video';
  if (contentType === 'application/zip') return 'archive';
  if (contentType === 'application/pdf' || contentType.startsWith('text/')) return 'document';
  return 'other';
}

export const slugOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[^a-z0-9]+/, '');

/** The file part as MSW reads it: a Blob from another realm, so no instanceof checks. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
}

export function fileOf(value: FormDataEntryValue | null): UploadedFile | null {
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
  width?: number;
  height?: number;
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
        width: item.width ?? null,
        height: item.height ?? null,
      });
    });
  }

  /**
   * A raster image's size and variants come from decoding it, which the
   * mocks do not do: their images have no size unless seeded with one, and
   * no variants, as the server answers before its worker made them.
   */
  insert(
    fields: Omit<
      Media,
      'mediaId' | 'sizeString' | 'url' | 'createdAt' | 'width' | 'height' | 'variants'
    > &
      Partial<Pick<Media, 'width' | 'height' | 'variants'>>,
  ): Media {
    const row: Media = {
      width: null,
      height: null,
      variants: [],
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
    row.width = null;
    row.height = null;
    row.variants = [];
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
  /** The version the API stamped; as `createdAt` when the document tracks messages, else none. */
  updatedAt?: string;
  /** The notice to the owner; none (mail off) unless given. */
  notification?: MessageNotification | null;
  replies?: MessageReply[];
}

export class MessageStore {
  private rows: InboxMessage[] = [];
  private nextId = 1;
  private nextReplyId = 1;

  /** `stamped`: the API tracks messages' changes, so every row has `updatedAt`. */
  constructor(private readonly stamped = false) {}

  all(): InboxMessage[] {
    return [...this.rows];
  }

  find(id: number): InboxMessage | undefined {
    return this.rows.find((row) => row.messageId === id);
  }

  seed(...items: SeedMessage[]): InboxMessage[] {
    return items.map((item) => {
      const messageId = this.nextId++;
      const createdAt =
        item.createdAt ?? new Date(Date.UTC(2024, 4, messageId, 9, 30)).toISOString();
      const updatedAt = item.updatedAt ?? (this.stamped ? createdAt : undefined);
      const row = {
        messageId,
        name: item.name,
        email: item.email ?? `${item.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        message: item.message ?? `Hello from ${item.name}`,
        read: item.read ?? false,
        createdAt,
        notification: item.notification ?? null,
        replies: item.replies ?? [],
        // Kept untyped until the document (and so InboxMessage) has it.
        ...(updatedAt === undefined ? {} : { updatedAt }),
      } as InboxMessage;
      this.rows.push(row);
      return row;
    });
  }

  /** Keeps a reply with its message, as the server does once the SMTP server took it. */
  addReply(row: InboxMessage, text: string, username: string): void {
    row.replies.push({
      replyId: this.nextReplyId++,
      text,
      sentAt: new Date().toISOString(),
      username,
    });
  }

  /** A new `updatedAt` for a tracked message after a write that changed it. */
  touch(row: InboxMessage): void {
    if (versionOfRow(row) !== undefined) Object.assign(row, { updatedAt: nextStamp() });
  }

  remove(id: number): InboxMessage | undefined {
    const row = this.find(id);
    if (row) this.rows = this.rows.filter((other) => other !== row);
    return row;
  }
}

/**
 * Mail as the server would have it: off unless a test turns it on (SMTP_URL
 * and MAIL_FROM set); `refuses` plays an SMTP server that turns replies down.
 */
export class MailState {
  enabled = false;
  from: string | null = null;
  refuses = false;

  turnOn(from = 'Portfolio <site@example.com>'): void {
    this.enabled = true;
    this.from = from;
  }
}

/** Counts per UTC day; days not set count 0, as the real API answers. */
export class AnalyticsStore {
  visits = new Map<string, { totalVisits: number; uniqueVisits: number }>();
  downloads = new Map<string, number>();
  projectViews = new Map<string, ProjectViewsDay['views']>();
}
