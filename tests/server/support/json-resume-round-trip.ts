import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { resumeImportSections, resumeSections } from '../../../src/server/modules/content-sections';
import type { ApiClient } from './test-server';

/**
 * The JSON Resume project's own sample resume (tests/fixtures, MIT licence:
 * json-resume-sample.LICENSE.md).
 */
export function sampleResume(): Record<string, unknown> {
  const file = join(import.meta.dirname, '..', '..', 'fixtures', 'json-resume-sample.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

type Item = Record<string, unknown>;

/**
 * A value the site keeps in its own way, by `<section>.<field>`: what the
 * export gives back for the item sent. Every other field the export has
 * comes back exactly as it was sent (lists in any order).
 */
export type KeptAs = Record<string, (sent: Item) => unknown>;

/** The fields a section's export writes: the keys of its item's schema. */
function exportedFields(key: string): string[] {
  const section = resumeSections.find((candidate) => candidate.key === key);
  const shape = (section?.item as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Object.keys(shape ?? {});
}

/** Every list of keywords in the document's sections: the site's tools must know those names. */
export function keywordsOf(document: Record<string, unknown>): string[] {
  const names = new Set<string>();
  for (const value of Object.values(document)) {
    if (!Array.isArray(value)) continue;
    for (const item of value as Item[]) {
      for (const keyword of (item.keywords as string[] | undefined) ?? []) names.add(keyword);
    }
  }
  return [...names];
}

/**
 * Rows the import left hidden (a reference is never public until its owner
 * says so) turned visible, as the owner would on the item's page, so the
 * export, which shows visible rows only, has them.
 */
async function showHidden(admin: ApiClient): Promise<void> {
  for (const { module } of resumeImportSections) {
    const list = await admin.get<{ items: Item[] }>(`/api/${module}?limit=100`);
    expect(list.status).toBe(200);
    for (const row of list.body.items.filter((item) => item.hidden === true)) {
      const id = row[`${module}Id`];
      const shown = await admin.put(`/api/${module}/${String(id)}`, { ...row, hidden: false });
      expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    }
  }
}

const comparable = (value: unknown) =>
  Array.isArray(value) ? expect.arrayContaining(value as unknown[]) : value;

/**
 * Imports `document`, shows what the import hid, exports the CV, and checks
 * that every section the site has (a module with a resume mapping, from the
 * registry) comes back item by item and field by field: each field its
 * export writes and the document gave is the same, or as `keptAs` says the
 * site keeps it. Answers the keys of the sections it compared.
 */
export async function expectRoundTrip(
  admin: ApiClient,
  document: Record<string, unknown>,
  keptAs: KeptAs = {},
): Promise<string[]> {
  const imported = await admin.post('/api/import/json-resume', document);
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  await showHidden(admin);
  const exported = await admin.get<Record<string, unknown>>('/api/export');
  expect(exported.status).toBe(200);

  const compared: string[] = [];
  for (const { key } of resumeImportSections) {
    const sent = document[key] as Item[] | undefined;
    if (!sent) continue;
    compared.push(key);
    const back = exported.body[key] as Item[];
    const fields = exportedFields(key);
    expect(fields.length, `${key}: its export names no fields`).toBeGreaterThan(0);
    for (const item of sent) {
      const expected = Object.fromEntries(
        fields
          .filter((field) => item[field] !== undefined)
          .map((field) => {
            const keep = keptAs[`${key}.${field}`];
            return [field, comparable(keep ? keep(item) : item[field])];
          }),
      );
      expect(back, `${key}: ${JSON.stringify(item)}`).toContainEqual(
        expect.objectContaining(expected),
      );
      // A list comes back whole: no more members than were sent.
      const match = back.find((candidate) =>
        Object.keys(expected).every((field) => {
          try {
            expect(candidate[field]).toEqual(expected[field]);
            return true;
          } catch {
            return false;
          }
        }),
      );
      for (const field of Object.keys(expected)) {
        if (Array.isArray(item[field])) {
          expect((match?.[field] as unknown[]).length, `${key}.${field}`).toBe(
            (item[field] as unknown[]).length,
          );
        }
      }
    }
  }
  return compared;
}
