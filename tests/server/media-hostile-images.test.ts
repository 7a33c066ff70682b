import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../../src/server/settings';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/**
 * Images that could hurt the server or the owner: a small file declaring a
 * huge picture (decoding it would take hundreds of megabytes), and files
 * carrying metadata blocks (comments, author, GPS position) that must not
 * reach visitors through the stored original.
 */

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ MAX_IMAGE_MEGAPIXELS: '2' });
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

const SECRET = 'owner-home-51.5074N-0.1278W';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG with these chunks put right after its header chunk (IHDR is 8 + 25 bytes). */
function withPngChunks(png: Buffer, chunks: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
}

/** A real PNG whose header then claims `width` × `height`: a few bytes that declare a huge image. */
function pngDeclaring(png: Buffer, width: number, height: number): Buffer {
  const header = Buffer.from(png.subarray(16, 29));
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', header), png.subarray(33)]);
}

/** A JPEG with one more segment right after its start marker. */
function withJpegSegment(jpeg: Buffer, marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, data, jpeg.subarray(2)]);
}

/** A GIF with a comment extension just before its trailer. */
function withGifComment(gif: Buffer, text: string): Buffer {
  const bytes = Buffer.from(text, 'latin1');
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, bytes.length]), bytes, Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, gif.length - 1), comment, gif.subarray(gif.length - 1)]);
}

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } });

async function uploadRaw(name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  form.append('private', 'false');
  const response = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    headers: { cookie: admin.cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('an image declaring more pixels than MAX_IMAGE_MEGAPIXELS', () => {
  it('is refused with 413 naming the limit, before it is decoded, and nothing is stored', async () => {
    const small = await picture().png().toBuffer();
    // 14,000 × 14,000: 196 megapixels declared by a file of a few hundred bytes.
    for (const [width, height] of [
      [14_000, 14_000],
      [2000, 1001],
    ] as const) {
      const bomb = pngDeclaring(small, width, height);
      const response = await uploadRaw('bomb.png', bomb);
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({
        statusCode: 413,
        message: expect.stringContaining('at most 2'),
        errors: [{ path: 'file', message: expect.stringContaining('at most 2') }],
      });
    }
    const list = await admin.get<{ metadata: { totalItems: number } }>('/api/media');
    expect(list.body.metadata.totalItems).toBe(0);
    expect(await server.storedFiles()).toEqual([]);
  });

  it('leaves an image within the limit alone', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .jpeg()
      .toBuffer();
    expect((await uploadRaw('within.jpg', photo)).status).toBe(200);
  });

  it('is a setting checked at start, with one line naming it', () => {
    for (const value of ['0', '-3', 'lots', '5000']) {
      expect(() => loadSettings({ NODE_ENV: 'test', MAX_IMAGE_MEGAPIXELS: value })).toThrow(
        SettingsError,
      );
      expect(() => loadSettings({ NODE_ENV: 'test', MAX_IMAGE_MEGAPIXELS: value })).toThrow(
        /MAX_IMAGE_MEGAPIXELS/,
      );
    }
    expect(loadSettings({ NODE_ENV: 'test' }).maxImagePixels).toBe(50_000_000);
  });
});

describe('metadata in an uploaded original', () => {
  const cases: [string, () => Promise<Buffer>][] = [
    [
      'png with text chunks.png',
      async () =>
        withPngChunks(await picture().png().toBuffer(), [
          pngChunk('tEXt', Buffer.from(`Comment\0${SECRET}`, 'latin1')),
          pngChunk('iTXt', Buffer.from(`Author\0\0\0\0\0${SECRET}`, 'latin1')),
          pngChunk('tIME', Buffer.from([0x07, 0xe8, 1, 2, 3, 4, 5])),
        ]),
    ],
    [
      'jpeg with a comment.jpg',
      async () =>
        withJpegSegment(await picture().jpeg().toBuffer(), 0xfe, Buffer.from(SECRET, 'latin1')),
    ],
    [
      'jpeg with iptc.jpg',
      async () =>
        withJpegSegment(
          await picture().jpeg().toBuffer(),
          0xed,
          Buffer.from(`Photoshop 3.0\u00008BIM\u0004\u0004\u0000\u0000${SECRET}`, 'latin1'),
        ),
    ],
    [
      'jpeg with exif.jpg',
      () =>
        picture()
          .jpeg()
          .withExif({ IFD0: { Copyright: SECRET } })
          .toBuffer(),
    ],
    [
      'jpeg with xmp.jpg',
      () =>
        picture()
          .jpeg()
          .withXmp(
            `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>${SECRET}</rdf:Description></rdf:RDF></x:xmpmeta>`,
          )
          .toBuffer(),
    ],
    [
      'gif with a comment.gif',
      async () => withGifComment(await picture().gif().toBuffer(), SECRET),
    ],
  ];

  it.each(cases)('%s is stored and served without it, still a whole image', async (name, make) => {
    const bytes = await make();
    expect(bytes.includes(SECRET)).toBe(true);
    const media = await admin.upload<{ url: string; width: number; height: number }>(name, bytes);
    const response = await fetch(`${server.url}${media.url}`);
    expect(response.status).toBe(200);
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.includes(SECRET)).toBe(false);
    const { width, height } = await sharp(served).metadata();
    expect([width, height]).toEqual([64, 48]);
    expect((await sharp(served).stats()).isOpaque).toBe(true);
  });
});
