/**
 * Writes openapi.json at the repository root from the routers, and the
 * TypeScript paths of that document (openapi-typescript) that the typed
 * mocks and the consumer test are checked against, so neither can describe
 * an answer the document does not allow; and the JSON Resume import's
 * sections (src/shared/json-resume-sections.ts), which the client cannot
 * read from the content registry itself.
 * With --check it writes nothing and fails when either committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { importSectionsFile } from '../modules/import/import-sections';
import { buildOpenApiDocument } from './document';

const DOCUMENT_FILE = 'openapi.json';
const TYPES_FILE = 'tests/mocks/openapi-types.ts';
const IMPORT_SECTIONS_FILE = 'src/shared/json-resume-sections.ts';

const document = buildOpenApiDocument();
const generatedDocument = `${JSON.stringify(document, null, 2)}\n`;
const banner =
  '// Generated from openapi.json by `npm run openapi` (openapi-typescript). Do not edit.\n\n';
const generatedTypes = `${banner}${astToString(
  await openapiTS(JSON.parse(generatedDocument) as Parameters<typeof openapiTS>[0]),
)}`;

const files: [string, string][] = [
  [DOCUMENT_FILE, generatedDocument],
  [TYPES_FILE, generatedTypes],
  [
    IMPORT_SECTIONS_FILE,
    // Written as the repository's own code is, so `prettier --check` passes it.
    await format(importSectionsFile(), {
      ...(await resolveConfig(IMPORT_SECTIONS_FILE)),
      filepath: IMPORT_SECTIONS_FILE,
    }),
  ],
];

if (process.argv.includes('--check')) {
  const stale = files.filter(([file, generated]) => {
    try {
      return readFileSync(file, 'utf8') !== generated;
    } catch {
      return true; // Missing counts as stale.
    }
  });
  for (const [file] of stale)
    console.error(
      `${file} is out of date with the routers and modules: run "npm run openapi" and commit it.`,
    );
  if (stale.length > 0) process.exit(1);
  console.log(`${files.map(([file]) => file).join(' and ')} are up to date.`);
} else {
  for (const [file, generated] of files) {
    writeFileSync(file, generated);
    console.log(`wrote ${file}`);
  }
}
