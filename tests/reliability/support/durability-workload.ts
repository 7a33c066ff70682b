import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { type Outcome, send, type Target } from './durability-client';

/**
 * What the durability suite writes, and what it expects to find afterwards.
 * Every written thing is tracked with the set of states it may be in at the
 * end: one state after an acknowledged write, two when a write's reply was
 * lost to the kill (it may or may not have committed). Nothing is written to
 * a thing once a reply has been lost, so the set never grows past two.
 */

/** A row's state as the checks compare it; null = no such row. */
export type Snapshot = Record<string, string | number | boolean> | null;

export type Kind = 'category' | 'tool' | 'media';

export interface Tracked {
  kind: Kind;
  /** The name it was created with: how it is found when its id never came back. */
  key: string;
  id: number | null;
  allowed: Snapshot[];
  /** Acknowledged writes on it, each of which must be reflected at the end. */
  acknowledged: number;
  /** False once a write's reply was lost; it is then left alone. */
  settled: boolean;
}

export interface Tally {
  acknowledged: number;
  refused: { what: string; status: number; text: string }[];
  failed: { what: string; error: string; duringKill: boolean }[];
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A PNG that decodes (2×2 pixels): the server refuses an image it cannot read. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d494844520000000200000002080600000072b60d24' +
    '0000000970485973000003e8000003e801b57b526b00000011494441540899633811' +
    'a0f11f8419600c004ff408fd6a10f07c0000000049454e44ae426082',
  'hex',
);

type FileKind = 'png' | 'txt' | 'zip' | 'bin';
const FILE_KINDS: FileKind[] = ['png', 'txt', 'zip', 'bin'];

/**
 * A file of a given kind (image, document, archive, other) and size, its
 * bytes drawn from `random`. Sizes reach a few hundred kB so an upload takes
 * long enough to be caught mid-way by the kill now and then.
 */
/** The small PNG with `data` in a private ancillary chunk (`prVt`) before IEND. */
function pngWithPrivateChunk(data: Buffer): Buffer {
  const iend = PNG.subarray(PNG.length - 12);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write('prVt', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([PNG.subarray(0, PNG.length - 12), head, data, crc, iend]);
}

export function fileBytes(kind: FileKind, size: number, random: () => number): Buffer {
  const letters = () => {
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i += 1) bytes[i] = 97 + Math.floor(random() * 26);
    return bytes;
  };
  switch (kind) {
    case 'png':
      // A valid image, made unique and large by a private chunk before its
      // end: the server keeps such chunks, but drops text chunks and bytes
      // after the end, so padding there would not be stored as sent.
      return pngWithPrivateChunk(letters());
    case 'txt':
      return letters();
    case 'zip':
      // A zip signature and an empty entry: sniffed as an archive.
      return Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(size)]);
    case 'bin':
      return Buffer.concat([Buffer.from([0x13, 0x37, 0x00, 0xff]), letters()]);
  }
}

export interface Workload {
  target: Target;
  tally: Tally;
  /** Called after every acknowledged request (the suite kills the server from here). */
  onAcknowledged: () => void;
}

/** Books one outcome and says whether it was acknowledged. */
function book(workload: Workload, what: string, outcome: Outcome): boolean {
  const { tally } = workload;
  if (outcome.kind === 'acknowledged') {
    tally.acknowledged += 1;
    workload.onAcknowledged();
    return true;
  }
  if (outcome.kind === 'refused') {
    tally.refused.push({ what, status: outcome.status, text: outcome.text });
  } else {
    tally.failed.push({ what, error: outcome.error, duringKill: outcome.duringKill });
  }
  return false;
}

/** One contact message, recognised afterwards by its marker. */
export async function sendMessage(
  workload: Workload,
  marker: string,
  acknowledgedMarkers: Set<string>,
): Promise<void> {
  const outcome = await send(workload.target, 'POST', '/api/message', {
    json: {
      name: 'Durability Probe',
      email: 'probe@example.com',
      message: `Hello, this is message ${marker}.`,
    },
  });
  if (book(workload, `message ${marker}`, outcome)) acknowledgedMarkers.add(marker);
}

export const MARKER_PATTERN = /\b(dm-\d+-\d+)\b/;

/**
 * An admin making changes one at a time, as a person at the admin app would:
 * categories, tools and media files created, renamed or replaced, and
 * deleted. Each admin works on its own things, so admins never race.
 */
export class AdminWriter {
  readonly tracked: Tracked[] = [];
  private count = 0;

  constructor(
    private readonly workload: Workload,
    private readonly random: () => number,
    private readonly prefix: string,
  ) {}

  private pick<T>(items: T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  private live(kind: Kind): Tracked[] {
    return this.tracked.filter(
      (item) => item.kind === kind && item.settled && item.allowed[0] !== null,
    );
  }

  /** Runs one write and folds its outcome into the thing's expected states. */
  private async write(
    item: Tracked,
    what: string,
    next: Snapshot,
    request: () => Promise<Outcome>,
  ): Promise<Outcome> {
    const outcome = await request();
    if (book(this.workload, `${what} ${item.key}`, outcome)) {
      item.allowed = [next];
      item.acknowledged += 1;
    } else if (outcome.kind === 'failed') {
      // It may or may not have committed.
      item.allowed = [...item.allowed, next];
      item.settled = false;
    }
    return outcome;
  }

  private newItem(kind: Kind, key: string): Tracked {
    const item: Tracked = { kind, key, id: null, allowed: [null], acknowledged: 0, settled: true };
    this.tracked.push(item);
    return item;
  }

  private name(): string {
    this.count += 1;
    return `${this.prefix}-${this.count}`;
  }

  private async createCategory() {
    const name = this.name();
    const item = this.newItem('category', name);
    const outcome = await this.write(item, 'create category', { name }, () =>
      send(this.workload.target, 'POST', '/api/category', { admin: true, json: { name } }),
    );
    if (outcome.kind === 'acknowledged')
      item.id = (outcome.body as { categoryId: number }).categoryId;
  }

  private async renameCategory(item: Tracked) {
    const name = `${item.key}-r${this.name()}`;
    await this.write(item, 'rename category', { name }, () =>
      send(this.workload.target, 'PUT', `/api/category/${item.id}`, {
        admin: true,
        json: { name },
      }),
    );
  }

  private toolFields(name: string) {
    return {
      name,
      icon: `https://icons.example.com/${name}.svg`,
      link: `https://example.com/${name}`,
    };
  }

  private async createTool() {
    const name = this.name();
    const item = this.newItem('tool', name);
    const fields = this.toolFields(name);
    const outcome = await this.write(item, 'create tool', fields, () =>
      send(this.workload.target, 'POST', '/api/tool', { admin: true, json: fields }),
    );
    if (outcome.kind === 'acknowledged') item.id = (outcome.body as { toolId: number }).toolId;
  }

  private async updateTool(item: Tracked) {
    const fields = this.toolFields(`${item.key}-r${this.name()}`);
    await this.write(item, 'update tool', fields, () =>
      send(this.workload.target, 'PUT', `/api/tool/${item.id}`, { admin: true, json: fields }),
    );
  }

  private async remove(item: Tracked) {
    await this.write(item, `delete ${item.kind}`, null, () =>
      send(this.workload.target, 'DELETE', `/api/${item.kind}/${item.id}`, { admin: true }),
    );
  }

  private randomFile(): { kind: FileKind; bytes: Buffer } {
    const kind = this.pick(FILE_KINDS);
    // Mostly small files, one in four up to 600 kB.
    const size =
      this.random() < 0.25
        ? 100_000 + Math.floor(this.random() * 500_000)
        : 500 + Math.floor(this.random() * 20_000);
    return { kind, bytes: fileBytes(kind, size, this.random) };
  }

  private async uploadMedia() {
    const { kind, bytes } = this.randomFile();
    const name = `${this.name()}.${kind}`;
    const isPrivate = this.random() < 0.3;
    const item = this.newItem('media', name);
    const form = new FormData();
    form.append('name', name);
    form.append('private', String(isPrivate));
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const expected = { sha256: sha256(bytes), size: bytes.length, private: isPrivate };
    const outcome = await this.write(item, 'upload media', expected, () =>
      send(this.workload.target, 'POST', '/api/media', { admin: true, form }),
    );
    if (outcome.kind === 'acknowledged') item.id = (outcome.body as { mediaId: number }).mediaId;
  }

  /** A new file under the same name; its kind (and so its URL) may change. */
  private async replaceMedia(item: Tracked) {
    const current = item.allowed[0] as { private: boolean };
    const { kind, bytes } = this.randomFile();
    const form = new FormData();
    // Named for what it is: text under the old `.png` name would claim to be
    // an image that cannot be decoded, which the server rightly refuses.
    form.append('file', new Blob([new Uint8Array(bytes)]), `replacement.${kind}`);
    const expected = { sha256: sha256(bytes), size: bytes.length, private: current.private };
    await this.write(item, 'replace media', expected, () =>
      send(this.workload.target, 'PUT', `/api/media/${item.id}`, { admin: true, form }),
    );
  }

  private async togglePrivate(item: Tracked) {
    const current = item.allowed[0] as { sha256: string; size: number; private: boolean };
    const form = new FormData();
    form.append('private', String(!current.private));
    await this.write(item, 'toggle media', { ...current, private: !current.private }, () =>
      send(this.workload.target, 'PUT', `/api/media/${item.id}`, { admin: true, form }),
    );
  }

  /** One write chosen at random among those possible now. */
  async step(): Promise<void> {
    const categories = this.live('category');
    const tools = this.live('tool');
    const media = this.live('media');
    const choices: [number, () => Promise<void>][] = [
      [3, () => this.createCategory()],
      [3, () => this.createTool()],
      [8, () => this.uploadMedia()],
    ];
    if (categories.length > 0) {
      choices.push([2, () => this.renameCategory(this.pick(categories))]);
      choices.push([2, () => this.remove(this.pick(categories))]);
    }
    if (tools.length > 0) {
      choices.push([2, () => this.updateTool(this.pick(tools))]);
      choices.push([2, () => this.remove(this.pick(tools))]);
    }
    if (media.length > 0) {
      choices.push([4, () => this.replaceMedia(this.pick(media))]);
      choices.push([1, () => this.togglePrivate(this.pick(media))]);
      choices.push([4, () => this.remove(this.pick(media))]);
    }
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.random() * total;
    for (const [weight, run] of choices) {
      roll -= weight;
      if (roll < 0) return run();
    }
    return choices[0]![1]();
  }
}
