/**
 * Change tracking, tested once over every content entity of the registry
 * (messages included): `createdAt` and `updatedAt` on every item,
 * `updatedSince` and the timestamp sorts on every list, the ETag of an item
 * and If-Match on PUT and DELETE. Two rows per entity serve every case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentModules } from '../../src/server/modules/content-registry';
import { type CrudCase, crudCases } from './support/crud-cases';
import {
  ApiClient,
  type ApiResponse,
  startTestServer,
  type TestServer,
} from './support/test-server';

type Row = Record<string, unknown> & { createdAt: string; updatedAt: string };
interface List {
  items: Row[];
}

/** What `Date.prototype.toISOString()` writes: UTC with milliseconds. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let counter = 0;
/** A word no other row contains, so `filter` finds only this test's rows. */
const uniqueWord = () => `qt${Date.now().toString(36)}${(counter += 1)}`;

/** Messages come from the contact form; each send from an address of its own (rate limit). */
const messageCase: CrudCase = {
  label: 'Message',
  idField: 'messageId',
  textField: 'name',
  hidable: false,
  create: (text) => ({ name: text, email: 'ada@example.com', message: 'Hello there!' }),
  update: (text) => ({ name: text, email: 'grace@example.com', message: 'Hello again!' }),
};

const fixtures: Record<string, CrudCase> = { ...crudCases, message: messageCase };

/** Every content entity of the registry, each with its fixture. */
const entities = contentModules.map((module) => ({
  entity: module.name,
  fixture: fixtures[module.name],
}));

describe('the change-tracking fixtures', () => {
  it('cover every content entity of the registry', () => {
    expect(entities.filter(({ fixture }) => !fixture).map(({ entity }) => entity)).toEqual([]);
  });
});

const at = (moment: string) => Date.parse(moment);

describe('change tracking', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = new ApiClient(server.url);
    await admin.login();
  }, 60_000);
  afterAll(() => server.close());

  describe.each(entities)('$entity', ({ entity, fixture: maybeFixture }) => {
    const fixture = maybeFixture as CrudCase;
    const base = `/api/${entity}`;
    const { idField, label } = fixture;
    const word = uniqueWord();
    const idOf = (row: Row) => row[idField] as number;
    const changed = { statusCode: 4121, message: `${label} was changed by someone else` };
    let refs: Record<string, unknown> = {};
    let edits = 0;
    /** A valid update that changes the row each time. */
    const edit = () => fixture.update(`${word} edit ${(edits += 1)}`, refs);
    let first: Row;
    let second: Row;
    let lastAddress = 0;

    async function create(text: string): Promise<ApiResponse<Row>> {
      const body = fixture.create(text, refs);
      // Messages come from visitors' addresses, each its own rate-limit bucket.
      lastAddress += 1;
      const headers: Record<string, string> =
        entity === 'message' ? { 'x-forwarded-for': `203.0.113.${lastAddress}` } : {};
      const response = await admin.request<Row>('POST', base, body, headers);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response;
    }
    const put = (id: number, body: unknown, ifMatch?: string) =>
      admin.request<Row>('PUT', `${base}/${id}`, body, ifMatch ? { 'if-match': ifMatch } : {});
    const remove = (id: number, ifMatch?: string) =>
      admin.request<Row>(
        'DELETE',
        `${base}/${id}`,
        undefined,
        ifMatch ? { 'if-match': ifMatch } : {},
      );
    const read = (id: number) => admin.get<Row>(`${base}/${id}`);
    const list = async (query: string) => {
      const response = await admin.get<List>(`${base}?filter=${word}&limit=100&${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.items;
    };

    beforeAll(async () => {
      refs = fixture.prepare ? await fixture.prepare(admin) : {};
      const made = await create(`${word} first`);
      first = made.body;
      expect(made.headers.get('etag')).toBe(`"${first.updatedAt}"`);
      second = (await create(`${word} second`)).body;
    });

    it('stamps a new item with createdAt and updatedAt, and answers its ETag', async () => {
      expect(first.createdAt).toMatch(ISO_MOMENT);
      expect(first.updatedAt).toBe(first.createdAt);
      // The last two fields of the item.
      expect(Object.keys(first).slice(-2)).toEqual(['createdAt', 'updatedAt']);
      const got = await read(idOf(first));
      expect(got.status).toBe(200);
      // (A message's read adds the inbox's notice and replies.)
      expect(got.body).toMatchObject(first);
      expect(got.headers.get('etag')).toBe(`"${first.updatedAt}"`);
    });

    it('moves updatedAt on an update, never createdAt', async () => {
      const updated = await put(idOf(first), edit());
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body.createdAt).toBe(first.createdAt);
      expect(updated.body.updatedAt).toMatch(ISO_MOMENT);
      expect(at(updated.body.updatedAt)).toBeGreaterThan(at(first.updatedAt));
      expect(updated.headers.get('etag')).toBe(`"${updated.body.updatedAt}"`);
      const got = await read(idOf(first));
      expect(got.body).toEqual(updated.body);
      expect(got.headers.get('etag')).toBe(`"${updated.body.updatedAt}"`);
      first = updated.body;
    });

    it('keeps the items changed at or after updatedSince, in any zone and precision', async () => {
      const rows = [first, second];
      const since = (moment: number) => rows.filter((row) => at(row.updatedAt) >= moment);
      const ids = (items: Row[]) => items.map(idOf).sort((a, b) => a - b);
      const newest = Math.max(...rows.map((row) => at(row.updatedAt)));
      const newestText = new Date(newest).toISOString();
      // Exactly the newest moment seen: that item comes again (inclusive).
      expect(ids(await list(`updatedSince=${newestText}`))).toEqual(ids(since(newest)));
      expect(since(newest).length).toBeGreaterThan(0);
      // The same moment an hour ahead of UTC, written with its offset.
      const shifted = new Date(newest + 3_600_000).toISOString().replace('Z', '+01:00');
      expect(ids(await list(`updatedSince=${encodeURIComponent(shifted)}`))).toEqual(
        ids(since(newest)),
      );
      // Whole seconds, no milliseconds: everything from the start of that second.
      const second0 = Math.floor(newest / 1000) * 1000;
      const wholeSeconds = new Date(second0).toISOString().replace('.000Z', 'Z');
      expect(ids(await list(`updatedSince=${wholeSeconds}`))).toEqual(ids(since(second0)));
      expect(await list(`updatedSince=${new Date(newest + 1).toISOString()}`)).toEqual([]);
      expect(ids(await list('updatedSince=2000-01-01T00:00:00Z'))).toEqual(ids(rows));
    });

    it('sorts by updatedAt and createdAt, the id breaking ties', async () => {
      const rows = [first, second];
      const by = (field: 'createdAt' | 'updatedAt', sign: 1 | -1) =>
        [...rows]
          .sort((a, b) => sign * (at(a[field]) - at(b[field])) || idOf(a) - idOf(b))
          .map(idOf);
      expect((await list('sort=updatedAt:desc')).map(idOf)).toEqual(by('updatedAt', -1));
      expect((await list('sort=updatedAt:asc')).map(idOf)).toEqual(by('updatedAt', 1));
      expect((await list('sort=createdAt:desc')).map(idOf)).toEqual(by('createdAt', -1));
    });

    it('refuses a malformed updatedSince with 400 and the envelope', async () => {
      for (const value of [
        'yesterday',
        '2026-11-29',
        '2026-11-29T03:00:00',
        '2026-02-31T03:00:00Z',
        '2026-11-29T25:00:00Z',
        '1764385200000',
      ]) {
        const response = await admin.get(`${base}?updatedSince=${encodeURIComponent(value)}`);
        expect(response.status, value).toBe(400);
        expect(response.body, value).toMatchObject({
          statusCode: 400,
          errors: [expect.objectContaining({ path: 'updatedSince' })],
        });
      }
    });

    it('refuses a PUT or DELETE whose If-Match is stale or malformed with 412, changing nothing', async () => {
      const current = await read(idOf(first));
      const tag = `"${current.body.updatedAt}"`;
      expect(current.headers.get('etag')).toBe(tag);
      const stale = `"${new Date(at(current.body.updatedAt) - 1).toISOString()}"`;
      for (const ifMatch of [stale, 'garbage', `W/${tag}`, `"${current.body.updatedAt}`]) {
        expect(await put(idOf(first), edit(), ifMatch), ifMatch).toMatchObject({
          status: 412,
          body: changed,
        });
        expect(await remove(idOf(first), ifMatch), ifMatch).toMatchObject({
          status: 412,
          body: changed,
        });
      }
      // A stale edit is refused whatever it carries, before its input is read.
      expect(await put(idOf(first), {}, stale)).toMatchObject({ status: 412, body: changed });
      // An unknown item is still 404.
      expect(await put(999_999, edit(), stale)).toMatchObject({
        status: 404,
        body: { statusCode: 404, message: `${label} not found` },
      });
      const after = await read(idOf(first));
      expect(after.body).toEqual(current.body);
      expect(after.headers.get('etag')).toBe(tag);
    });

    it('writes when If-Match names the current ETag, lists it, or is *', async () => {
      const byTag = await put(idOf(first), edit(), `"${first.updatedAt}"`);
      expect(byTag.status, JSON.stringify(byTag.body)).toBe(200);
      const inList = await put(idOf(first), edit(), `"bogus", "${byTag.body.updatedAt}"`);
      expect(inList.status, JSON.stringify(inList.body)).toBe(200);
      const anyTag = await put(idOf(first), edit(), '*');
      expect(anyTag.status, JSON.stringify(anyTag.body)).toBe(200);
      expect((await read(idOf(first))).body).toEqual(anyTag.body);
      first = anyTag.body;
    });

    it('lets one of two writes with the same If-Match through; the other gets 412', async () => {
      const tag = `"${first.updatedAt}"`;
      const answers = await Promise.all([
        put(idOf(first), edit(), tag),
        put(idOf(first), edit(), tag),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      const winner = answers.find((answer) => answer.status === 200) as ApiResponse<Row>;
      expect(answers.find((answer) => answer.status === 412)?.body).toEqual(changed);
      expect((await read(idOf(first))).body).toEqual(winner.body);
      first = winner.body;
    });

    it('deletes with the current ETag', async () => {
      const deleted = await remove(idOf(second), `"${second.updatedAt}"`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect((await read(idOf(second))).status).toBe(404);
    });
  });
});
