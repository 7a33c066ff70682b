/**
 * A JSON Resume section declared the way a new entity declares its own, in
 * its module and nowhere in the import: `references` (name, reference,
 * hidden until the owner shows it) onto rows of an existing entity, run by
 * the import's own machinery (the run, its report, the pacer, a transaction).
 */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowImport } from '../../src/server/modules/content/resume-import';
import { ImportPacer } from '../../src/server/modules/import/import-pacer';
import { ImportRun } from '../../src/server/modules/import/import-run';
import { PublicationEntity } from '../../src/server/modules/publication/publication.entity';
import {
  publicationColumns,
  publicationService,
} from '../../src/server/modules/publication/publication.service';
import { resumeText } from '../../src/shared/json-resume-import';
import { given } from '../../src/shared/json-resume-values';
import { publicationInputSchema } from '../../src/shared/publication';
import { ApiClient, startTestServer, type TestServer } from './support/test-server';

/** What a module's `resume.import` holds: 17 lines, no edit anywhere else. */
const referencesImport = rowImport({
  key: 'references',
  describe: { creates: 'references (hidden)', keys: [{ noun: 'reference', key: 'name' }] },
  document: z.looseObject({ name: resumeText.optional(), reference: resumeText.optional() }),
  rows: (ctx) => publicationService(ctx.em, ctx.isAdmin),
  sort: 'publicationId:asc',
  rowKey: (row) => [row.title],
  sourceOf: { title: 'name', summary: 'reference' },
  read: (item, path) => {
    const name = given(item.name) ?? '';
    // Never public on import: the owner shows it; a second import keeps the owner's choice.
    const input = { title: name, summary: given(item.reference) ?? null, hidden: true };
    return { key: [name], label: name || path, input, updated: ['summary'] };
  },
  schema: publicationInputSchema,
  entity: PublicationEntity,
  idProperty: 'publicationId',
  columns: publicationColumns,
});

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new ApiClient(server.url);
  await admin.login();
});
afterAll(() => server.close());

async function importReferences(items: unknown[]) {
  const document = z.array(referencesImport.document).parse(items);
  return server.orm.em.fork().transactional(async (em) => {
    const run = new ImportRun();
    const pacer = new ImportPacer(em);
    await referencesImport.run(
      run,
      {
        em,
        log: server.logger,
        analytics: server.analytics,
        isAdmin: async () => true,
        pace: () => pacer.step(),
        changes: pacer.changes,
      },
      document,
    );
    await pacer.settle();
    return run;
  });
}

async function rows() {
  const reply = await admin.get<{ items: Record<string, unknown>[] }>('/api/publication?limit=100');
  return reply.body.items;
}

describe('a section declared in its module with rowImport', () => {
  it('creates hidden rows, skips a repeated item, then matches, updates and keeps what the owner chose', async () => {
    const first = await importReferences([
      { name: 'Erlich Bachman', reference: 'A valuable addition.', phone: '555' },
      { name: 'Jared Dunn', reference: 'Kind.' },
      { name: ' erlich bachman ', reference: 'Again.' },
    ]);
    expect(first.problems).toEqual([]);
    expect(first.report(false).sections).toEqual([
      { section: 'references', counts: { create: 2, update: 0, unchanged: 0, skip: 1 } },
    ]);
    expect(first.items[0]).toMatchObject({
      path: 'references.0',
      label: 'Erlich Bachman',
      notes: ['phone: not kept by this site'],
    });
    expect(first.items[2]).toMatchObject({
      action: 'skip',
      reason: 'The same item as references.0 of this document',
    });
    const created = await rows();
    expect(created.map((row) => [row.title, row.summary, row.hidden])).toEqual([
      ['Erlich Bachman', 'A valuable addition.', true],
      ['Jared Dunn', 'Kind.', true],
    ]);

    // The owner shows one; the next import changes its text and leaves it shown.
    const shown = created[0]!;
    const put = await admin.put(`/api/publication/${String(shown.publicationId)}`, {
      title: shown.title,
      summary: shown.summary,
      hidden: false,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const second = await importReferences([
      { name: 'Erlich Bachman', reference: 'A most valuable addition.' },
      { name: 'Jared Dunn', reference: 'Kind.' },
    ]);
    expect(second.items.map((item) => [item.action, item.fields])).toEqual([
      ['update', ['summary']],
      ['unchanged', []],
    ]);
    expect((await rows()).map((row) => [row.title, row.summary, row.hidden])).toEqual([
      ['Erlich Bachman', 'A most valuable addition.', false],
      ['Jared Dunn', 'Kind.', true],
    ]);
  });

  it('points a problem of an item at its path in the document', async () => {
    const run = await importReferences([{ name: 'x'.repeat(300), reference: 'Long name.' }]);
    expect(run.problems.map((problem) => problem.path)).toEqual(['references.0.name']);
  });
});
