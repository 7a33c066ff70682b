import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

// Inside the project, so the compiler finds openapi-fetch in node_modules.
mkdirSync('node_modules/.cache', { recursive: true });
const workDir = mkdtempSync(path.join('node_modules/.cache', 'openapi-client-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('a third-party client generated from openapi.json', () => {
  it('type-checks calls to every entity, and refuses wrong ones', async () => {
    const document = JSON.parse(readFileSync('openapi.json', 'utf8'));
    writeFileSync(path.join(workDir, 'schema.ts'), astToString(await openapiTS(document)));
    const usage = path.join(workDir, 'usage.ts');
    copyFileSync('tests/server/fixtures/openapi-client-usage.ts', usage);

    const program = ts.createProgram([usage], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 60_000);
});
