/**
 * Change tracking, tested once over every content entity of the registry
 * (messages included): `createdAt` and `updatedAt` on every item,
 * `updatedSince` and the timestamp sorts on every list, the ETag of an item
 * and If-Match on PUT and DELETE. Two rows per entity serve every case.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM as SqliteOrm } from '@mikro-orm/better-sqlite';
import { MikroORM as PostgresOrm } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationNames } from '../../db/migrations/names';
import { migratorOf, postgresConfig, sqliteConfig } from '../../src/server/composition/orm';
import type { Orm } from '../../src/server/db/orm-type';
import { contentModules } from '../../src/server/modules/content-registry';
import { createTestDatabase, postgresServer } from './support/test-database';
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
    /** The ETag the create answered with. */
    let createdTag: string | null;
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
      createdTag = made.headers.get('etag');
      second = (await create(`${word} second`)).body;
    });

    it('stamps a new item with createdAt and updatedAt, and answers its ETag', async () => {
      expect(first.createdAt).toMatch(ISO_MOMENT);
      expect(first.updatedAt).toBe(first.createdAt);
      // The last two fields of the item.
      expect(Object.keys(first).slice(-2)).toEqual(['createdAt', 'updatedAt']);
      expect(createdTag).toBe(`"${first.updatedAt}"`);
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

/** The migration that added the timestamps, and the one before it. */
const TRACKING_MIGRATION = 'Migration20261129030954';

/** The content tables: those of the registry's entities that have timestamps. */
const contentTables = contentModules.flatMap((module) =>
  module.entities
    .filter((entity) => 'updatedAt' in (entity.meta.properties as object))
    .map((entity) => entity.meta.tableName ?? entity.meta.collection),
);

interface Column {
  name: string;
  type: string;
  required: boolean;
}

/** A database's columns of one table, and a value fit for each required one. */
async function columnsOf(orm: Orm, table: string, postgres: boolean): Promise<Column[]> {
  const connection = orm.em.getConnection();
  if (postgres) {
    const rows = await connection.execute<
      {
        column_name: string;
        data_type: string;
        is_nullable: string;
        column_default: string | null;
      }[]
    >(
      'select column_name, data_type, is_nullable, column_default from information_schema.columns where table_name = ?',
      [table],
    );
    return rows.map((row) => ({
      name: row.column_name,
      type: row.data_type,
      required: row.is_nullable === 'NO' && row.column_default === null,
    }));
  }
  const rows = await connection.execute<
    { name: string; type: string; notnull: number; dflt_value: unknown; pk: number }[]
  >(`pragma table_info(\`${table}\`)`);
  return rows.map((row) => ({
    name: row.name,
    type: row.type,
    required: row.notnull === 1 && row.dflt_value === null && row.pk === 0,
  }));
}

function valueFor(column: Column, postgres: boolean, now: Date): unknown {
  if (/date|time/i.test(column.type)) return postgres ? now : now.getTime();
  if (/bool/i.test(column.type)) return postgres ? true : 1;
  // Foreign keys point at row 1 of their table, inserted first or retried.
  if (/int|double|real|numeric|float/i.test(column.type)) return 1;
  return 'x';
}

describe('the change-tracking migration', () => {
  it('stamps the rows already there with the moment it runs', async () => {
    const postgres = postgresServer();
    const scratch = mkdtempSync(path.join(tmpdir(), 'portfolio-tracking-'));
    const database = postgres ? await createTestDatabase(postgres) : undefined;
    const orm = (database
      ? await PostgresOrm.init(postgresConfig(database.url))
      : await SqliteOrm.init(sqliteConfig(path.join(scratch, 'old.sqlite')))) as unknown as Orm;
    try {
      const migrator = await migratorOf(orm);
      const index = migrationNames.indexOf(TRACKING_MIGRATION);
      expect(index).toBeGreaterThan(0);
      await migrator.up({ to: migrationNames[index - 1] });

      // One row in every content table, as an older version left it; tables
      // a later migration makes are born with their stamps.
      const old = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
      const hadCreatedAt = new Set<string>();
      const olderTables: string[] = [];
      for (const table of contentTables) {
        if ((await columnsOf(orm, table, Boolean(database))).length > 0) olderTables.push(table);
      }
      expect(olderTables.length).toBeGreaterThan(0);
      let waiting = [...olderTables];
      for (let pass = 0; waiting.length > 0 && pass < olderTables.length; pass += 1) {
        const failed: string[] = [];
        for (const table of waiting) {
          const columns = await columnsOf(orm, table, Boolean(database));
          if (columns.some((column) => column.name === 'created_at')) hadCreatedAt.add(table);
          const required = columns.filter((column) => column.required);
          const q = (name: string) => (database ? `"${name}"` : `\`${name}\``);
          try {
            await orm.em.getConnection().execute(
              `insert into ${q(table)} (${required.map((column) => q(column.name)).join(', ')}) values (${required.map(() => '?').join(', ')})`,
              required.map((column) => valueFor(column, Boolean(database), old)),
            );
          } catch {
            failed.push(table);
          }
        }
        waiting = failed;
      }
      expect(waiting, 'tables no row could be put in').toEqual([]);

      const before = Date.now();
      await migrator.up();
      const after = Date.now();
      for (const table of olderTables) {
        const rows = await orm.em
          .getConnection()
          .execute<{ created_at: unknown; updated_at: unknown }[]>(
            `select created_at, updated_at from ${database ? `"${table}"` : `\`${table}\``}`,
          );
        expect(rows, table).toHaveLength(1);
        const stamp = (value: unknown) => new Date(value as number | string | Date).getTime();
        const row = rows[0] as { created_at: unknown; updated_at: unknown };
        const updated = stamp(row.updated_at);
        expect(updated, table).toBeGreaterThanOrEqual(before - 1);
        expect(updated, table).toBeLessThanOrEqual(after + 1);
        // A table that already had created_at (messages) keeps it.
        expect(stamp(row.created_at), table).toBe(
          hadCreatedAt.has(table) ? old.getTime() : updated,
        );
      }
    } finally {
      await orm.close();
      await database?.drop();
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
