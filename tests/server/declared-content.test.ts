/**
 * What every declared kind of content gets from its one declaration beyond
 * the five calls (those are in crud-generic.test.ts): its section of the
 * printable CV, of the content export and of JSON Resume, with hidden rows
 * left out where visitors read. Tested once over the declared registry.
 */
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredContent } from '../../src/shared/content/declared-content';
import { signedInServer } from './support/signed-in-server';

type Row = Record<string, unknown>;
type Export = Row & { portfolio: Record<string, Row[]> };

const require = createRequire(import.meta.url);
const resumeSchema = require('@jsonresume/schema/schema.json') as Record<string, unknown>;

const running = signedInServer();

let counter = 0;
const uniqueWord = () => `Qz${Date.now().toString(36)}${(counter += 1)}`;

describe.each(declaredContent.map((content) => ({ name: content.name, content })))(
  '$name',
  ({ content }) => {
    const headingField = content.cv?.heading ?? Object.keys(content.fields)[0]!;
    let shown = '';
    let hiddenWord = '';

    beforeAll(async () => {
      shown = uniqueWord();
      hiddenWord = uniqueWord();
      for (const [word, hidden] of [
        [shown, false],
        [hiddenWord, true],
      ] as const) {
        const reply = await running.admin.post(`/api/${content.name}`, {
          ...content.example,
          [headingField]: word,
          hidden,
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      }
    });

    it.runIf(content.cv)(
      'is on the printable CV under its title, hidden rows left out',
      async () => {
        const page = await running.visitor.get<string>('/cv');
        expect(page.status).toBe(200);
        expect(page.body).toContain(`>${content.cv!.title}<`);
        expect(page.body).toContain(shown);
        expect(page.body).not.toContain(hiddenWord);
      },
    );

    it('is in the content export with its hidden rows, and in JSON Resume without them', async () => {
      const { body } = await running.admin.get<Export>('/api/export');
      const exported = body.portfolio[content.export.key]!.map((row) => row[headingField]);
      expect(exported).toEqual(expect.arrayContaining([shown, hiddenWord]));
      const mapping = content.resume;
      if (mapping) {
        const property = Object.entries(mapping.fields).find(([, key]) => key === headingField)![0];
        const resumed = (body[mapping.key] as Row[]).map((item) => item[property]);
        expect(resumed).toContain(shown);
        expect(resumed).not.toContain(hiddenWord);
      }
      const ajv = new Ajv({ strict: false, allErrors: true });
      addFormats(ajv);
      const { portfolio: _portfolio, ...resume } = body;
      expect(ajv.validate(resumeSchema, resume), JSON.stringify(ajv.errors)).toBe(true);
    });

    it('hides its hidden rows from visitors by id and in lists', async () => {
      const list = await running.visitor.get<{ items: Row[] }>(`/api/${content.name}?limit=1000`);
      const names = list.body.items.map((row) => row[headingField]);
      expect(names).toContain(shown);
      expect(names).not.toContain(hiddenWord);
    });
  },
);
