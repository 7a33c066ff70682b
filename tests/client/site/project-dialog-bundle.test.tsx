import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What the public page downloads before anyone clicks: every module the site's
 * entry reaches through static imports. `import type` and `import()` do not
 * count: the first is erased, the second is a chunk loaded on demand.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const ENTRY = join(ROOT, 'src/client/site/entry-client.tsx');

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** A relative import as the file it names; null for stylesheets and other non-code files. */
function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, base, join(base, 'index.ts')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

function initialGraph(): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const pending = [ENTRY];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) {
        const target = resolveLocal(file, specifier);
        if (target) pending.push(target);
      } else {
        packages.add(specifier);
      }
    }
  }
  return { modules, packages };
}

describe('the public page script before any click', () => {
  const { modules, packages } = initialGraph();
  const local = [...modules].map((file) => relative(ROOT, file));

  it('includes the projects section and its dialog shell', () => {
    expect(local).toContain('src/client/site/sections/projects-section.tsx');
    expect(local).toContain('src/client/site/project-dialog.tsx');
  });

  it('leaves out the markdown renderer (marked and DOMPurify) until a dialog opens', () => {
    expect(local).not.toContain('src/client/ui/markdown.tsx');
    expect(packages).not.toContain('marked');
    expect(packages).not.toContain('dompurify');
  });

  it('leaves out the icon loader until the page has hydrated', () => {
    expect(packages).not.toContain('external-svg-loader');
  });

  it('calls the API without tRPC at run time (its types only)', () => {
    expect([...packages].filter((name) => name.startsWith('@trpc/'))).toEqual([]);
    expect(local).not.toContain('src/client/lib/trpc.ts');
    expect(local).not.toContain('src/client/lib/rest-link.ts');
  });

  it("leaves out the admin app's icon set", () => {
    expect(local).toContain('src/client/ui/icon.tsx');
    expect(local).not.toContain('src/client/ui/icons.tsx');
  });
});
