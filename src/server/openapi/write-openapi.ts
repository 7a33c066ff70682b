/**
 * Writes openapi.json at the repository root from the routers.
 * With --check it writes nothing and fails when the committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from './document';

const FILE = 'openapi.json';
const generated = `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(FILE, 'utf8');
  } catch {
    // Missing counts as stale.
  }
  if (committed !== generated) {
    console.error(`${FILE} is out of date with the routers: run "npm run openapi" and commit it.`);
    process.exit(1);
  }
  console.log(`${FILE} is up to date.`);
} else {
  writeFileSync(FILE, generated);
  console.log(`wrote ${FILE}`);
}
