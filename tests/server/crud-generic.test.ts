/**
 * The five calls every entity built by the CRUD factory answers (list, get,
 * create, update, delete), tested once over all of them through the REST API.
 * Each entity gives only a fixture (tests/server/support/crud-cases.ts); its
 * own rules (messages per field, dates, ordering, relations) stay in its own
 * test file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentModules } from '../../src/server/modules/content-registry';
import { type CrudCase, crudCases, notGeneric } from './support/crud-cases';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

type Row = Record<string, unknown>;
interface List {
  items: Row[];
  metadata: { totalPages: number; totalItems: number; page: number; limit: number };
}

/**
 * Every entity the CRUD factory builds: the content registry's modules and
 * the admins, each with whether visitors may read it.
 */
const entities: { name: string; publicRead: boolean }[] = [
  ...contentModules.map((module) => ({ name: module.name, publicRead: module.publicReads })),
  { name: 'admin', publicRead: false },
].filter(({ name }) => !(name in notGeneric));

describe('the generic CRUD cases', () => {
  it('have a fixture for every registered entity not named as breaking the rules', () => {
    const cases = crudCases as Record<string, CrudCase>;
    expect(
      entities.map(({ name }) => name).filter((name) => !cases[name]),
      'entities without a fixture in tests/server/support/crud-cases.ts',
    ).toEqual([]);
    expect(
      Object.keys(cases).filter((name) => !entities.some((entity) => entity.name === name)),
      'fixtures of no registered entity',
    ).toEqual([]);
  });
});

let counter = 0;
/** A word no other row contains, so `filter` finds only this test's rows. */
const uniqueWord = () => `qz${Date.now().toString(36)}${(counter += 1)}`;

const covered = entities.flatMap(({ name, publicRead }) => {
  const fixture = (crudCases as Record<string, CrudCase | undefined>)[name];
  return fixture ? [{ entity: name, publicRead, fixture }] : [];
});

describe('the five calls', () => {
  let server: TestServer;
  let admin: ApiClient;
  let visitor: ApiClient;

  // One server for every entity: starting one takes a while on a busy machine.
  beforeAll(async () => {
    server = await startTestServer();
    admin = new ApiClient(server.url);
    visitor = new ApiClient(server.url);
    await admin.login();
  }, 60_000);
  afterAll(() => server.close());

  describe.each(covered)('$entity', ({ entity, publicRead, fixture }) => {
    const base = `/api/${entity}`;
    const { idField, label, textField } = fixture;
    const shown = (body: Row) => (fixture.shown ? fixture.shown(body) : body);
    let refs: Row = {};

    beforeAll(async () => {
      refs = fixture.prepare ? await fixture.prepare(admin) : {};
    });

    async function create(text: string, extra: Row = {}): Promise<Row> {
      const response = await admin.post<Row>(base, { ...fixture.create(text, refs), ...extra });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    }
    const idOf = (row: Row) => row[idField] as number;
    const texts = (list: List) => list.items.map((row) => row[textField]);

    it('creates, reads, updates and deletes a row', async () => {
      const word = uniqueWord();
      const body = fixture.create(`${word} created`, refs);
      const created = await admin.post<Row>(base, body);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body).toMatchObject({ [idField]: expect.any(Number), ...shown(body) });
      const id = idOf(created.body);
      expect(id).toBeGreaterThan(0);

      expect(await admin.get(`${base}/${id}`)).toMatchObject({ status: 200, body: created.body });
      const listed = await admin.get<List>(`${base}?filter=${word}`);
      expect(listed.body.items).toEqual([created.body]);

      const changes = fixture.update(`${word} updated`, refs);
      const updated = await admin.put<Row>(`${base}/${id}`, changes);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toMatchObject({ [idField]: id, ...shown(changes) });
      expect((await admin.get(`${base}/${id}`)).body).toEqual(updated.body);

      const deleted = await admin.delete<Row>(`${base}/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual(updated.body);
      expect(await admin.get(`${base}/${id}`)).toMatchObject({
        status: 404,
        body: { statusCode: 404, message: `${label} not found` },
      });
      expect((await admin.get<List>(`${base}?filter=${word}`)).body.items).toEqual([]);
    });

    it('answers 404 with the envelope for an unknown id, and 400 for a malformed one', async () => {
      const notFound = { statusCode: 404, message: `${label} not found` };
      const missing = 999_999;
      expect(await admin.get(`${base}/${missing}`)).toMatchObject({ status: 404, body: notFound });
      expect(
        await admin.put(`${base}/${missing}`, fixture.update(uniqueWord(), refs)),
      ).toMatchObject({ status: 404, body: notFound });
      expect(await admin.delete(`${base}/${missing}`)).toMatchObject({
        status: 404,
        body: notFound,
      });

      for (const malformed of ['abc', '0', '-1', '1.5']) {
        const response = await admin.get(`${base}/${malformed}`);
        expect(response.status, malformed).toBe(400);
        expect(response.body).toMatchObject({ statusCode: 400, errors: [{ path: 'id' }] });
      }
    });

    it('filters case-insensitively, sorts, and pages with totals', async () => {
      const word = uniqueWord();
      // Created out of text order, so id order and text order differ.
      for (const name of ['Bravo', 'Alpha', 'Charlie']) await create(`${word} ${name}`);
      const list = async (query: string) => {
        const response = await admin.get<List>(`${base}?filter=${word}&${query}`);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return response.body;
      };

      const upper = await admin.get<List>(`${base}?filter=${word.toUpperCase()} alp`);
      expect(texts(upper.body)).toEqual([`${word} Alpha`]);

      expect(texts(await list(`sort=${textField}:asc`))).toEqual(
        ['Alpha', 'Bravo', 'Charlie'].map((name) => `${word} ${name}`),
      );
      expect(texts(await list(`sort=${textField}:desc`))).toEqual(
        ['Charlie', 'Bravo', 'Alpha'].map((name) => `${word} ${name}`),
      );
      expect(texts(await list(`sort=${idField}:desc`))).toEqual(
        ['Charlie', 'Alpha', 'Bravo'].map((name) => `${word} ${name}`),
      );
      expect(texts(await list(`sort=${textField}:desc,${idField}:asc`))).toEqual(
        ['Charlie', 'Bravo', 'Alpha'].map((name) => `${word} ${name}`),
      );

      const page2 = await list(`sort=${textField}:asc&page=2&limit=2`);
      expect(texts(page2)).toEqual([`${word} Charlie`]);
      expect(page2.metadata).toEqual({ totalPages: 2, totalItems: 3, page: 2, limit: 2 });
      const past = await list(`sort=${textField}:asc&page=3&limit=2`);
      expect(past).toEqual({
        items: [],
        metadata: { totalPages: 2, totalItems: 3, page: 3, limit: 2 },
      });
    });

    it('takes the wildcards % and _ in a filter literally', async () => {
      const word = uniqueWord();
      for (const name of ['50% off', '50 percent', 'a_b', 'axb']) await create(`${word} ${name}`);
      const filtered = async (filter: string) =>
        texts((await admin.get<List>(`${base}?filter=${encodeURIComponent(filter)}`)).body);
      expect(await filtered(`${word} 50%`)).toEqual([`${word} 50% off`]);
      expect(await filtered(`${word} a_b`)).toEqual([`${word} a_b`]);
    });

    it('answers a limit of 1000', async () => {
      const response = await admin.get<List>(`${base}?page=1&limit=1000`);
      expect(response.status).toBe(200);
      expect(response.body.metadata.limit).toBe(1000);
    });

    it('answers an empty list with 0 pages and the default page size', async () => {
      expect((await admin.get<List>(`${base}?filter=${uniqueWord()}`)).body).toEqual({
        items: [],
        metadata: { totalPages: 0, totalItems: 0, page: 1, limit: 25 },
      });
    });

    it.each([
      ['an unknown sort field', 'sort=bogus:asc'],
      ['an unknown sort direction', `sort=${textField}:up`],
      ['a sort direction in capitals', `sort=${textField}:DESC`],
      ['a sort part with two directions', `sort=${textField}:asc:desc`],
      ['a sort with an empty part', `sort=${textField}:asc,`],
      ['page 0', 'page=0'],
      ['a page that is not a number', 'page=abc'],
      ['a page that is not whole', 'page=1.5'],
      ['limit 0', 'limit=0'],
      ['a limit that is not a number', 'limit=abc'],
      ['a limit above 1000', 'limit=1001'],
    ])('refuses %s with 400', async (_case, query) => {
      const response = await admin.get(`${base}?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400 });
    });

    it.each([
      ['POST', (_id: number) => base],
      ['PUT', (id: number) => `${base}/${id}`],
      ['DELETE', (id: number) => `${base}/${id}`],
    ] as const)('refuses a visitor %s with 401 and changes nothing', async (method, url) => {
      const word = uniqueWord();
      const row = await create(word);
      const response = await visitor.request(method, url(idOf(row)), fixture.update(word, refs));
      expect(response).toMatchObject({
        status: 401,
        body: { statusCode: 401, message: 'Not signed in' },
      });
      expect((await admin.get<List>(`${base}?filter=${word}`)).body.items).toEqual([row]);
    });

    it('checks the session before the input: a visitor sending nothing valid gets 401', async () => {
      expect(await visitor.post(base, {})).toMatchObject({
        status: 401,
        body: { statusCode: 401, message: 'Not signed in' },
      });
    });

    if (publicRead) {
      it('lets visitors read the list and the rows', async () => {
        const word = uniqueWord();
        const row = await create(word);
        expect(await visitor.get(`${base}/${idOf(row)}`)).toMatchObject({ status: 200, body: row });
        const list = await visitor.get<List>(`${base}?filter=${word}`);
        expect(list.status).toBe(200);
        expect(list.body.items).toEqual([row]);
      });
    } else {
      it('refuses visitors its list and rows with 401', async () => {
        const row = await create(uniqueWord());
        const unauthorized = { status: 401, body: { statusCode: 401, message: 'Not signed in' } };
        expect(await visitor.get(base)).toMatchObject(unauthorized);
        expect(await visitor.get(`${base}/${idOf(row)}`)).toMatchObject(unauthorized);
      });
    }

    if (fixture.hidable) {
      it('hides hidden rows from visitors (404 by id) but not from admins', async () => {
        const word = uniqueWord();
        const hidden = await create(`${word} hidden`, { hidden: true });
        const shownRow = await create(`${word} shown`);
        expect(hidden.hidden).toBe(true);
        expect((await visitor.get<List>(`${base}?filter=${word}`)).body).toMatchObject({
          items: [shownRow],
          metadata: { totalItems: 1 },
        });
        expect(await visitor.get(`${base}/${idOf(hidden)}`)).toMatchObject({
          status: 404,
          body: { statusCode: 404, message: `${label} not found` },
        });
        expect((await admin.get<List>(`${base}?filter=${word}`)).body.metadata.totalItems).toBe(2);
        expect((await admin.get(`${base}/${idOf(hidden)}`)).body).toEqual(hidden);

        // Made visible, visitors see it; hidden again, they no longer do.
        const shownText = `${word} hidden`;
        await admin.put(`${base}/${idOf(hidden)}`, fixture.update(shownText, refs));
        expect((await visitor.get(`${base}/${idOf(hidden)}`)).status).toBe(200);
        await admin.put(`${base}/${idOf(hidden)}`, {
          ...fixture.update(shownText, refs),
          hidden: true,
        });
        expect((await visitor.get(`${base}/${idOf(hidden)}`)).status).toBe(404);
        expect((await visitor.get<List>(`${base}?filter=${word}`)).body.items).toEqual([shownRow]);
      });
    }

    it('refuses an invalid body with 1002 on create and 1003 on update, changing nothing', async () => {
      const before = (await admin.get<List>(base)).body.metadata.totalItems;
      const onCreate = await admin.post(base, {});
      expect(onCreate.status).toBe(400);
      expect(onCreate.body).toMatchObject({
        statusCode: 1002,
        message: `Failed to create ${label}`,
        errors: expect.arrayContaining([expect.objectContaining({ path: expect.any(String) })]),
      });
      expect((await admin.get<List>(base)).body.metadata.totalItems).toBe(before);

      const row = await create(uniqueWord());
      const onUpdate = await admin.put(`${base}/${idOf(row)}`, {});
      expect(onUpdate.status).toBe(400);
      expect(onUpdate.body).toMatchObject({
        statusCode: 1003,
        message: `Failed to update ${label}`,
        errors: expect.arrayContaining([expect.objectContaining({ path: expect.any(String) })]),
      });
      expect((await admin.get(`${base}/${idOf(row)}`)).body).toEqual(row);
    });
  });
});
