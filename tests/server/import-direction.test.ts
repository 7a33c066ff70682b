import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, filesUnder, folderEdges, runtimeImports } from './support/import-graph';

/**
 * The server's folders import each other one way only, so each can be read
 * (and loaded) knowing only what lies below it. Which way src/server,
 * src/client and src/shared may import is held by ESLint
 * (import-x/no-restricted-paths in eslint.config.js).
 */

const ROOT = join(import.meta.dirname, '..', '..');
const SERVER = join(ROOT, 'src', 'server');

describe('the folder graph of src/server', () => {
  it('has no circle: no folder imports, through others, a folder that imports it', () => {
    const edges = folderEdges(SERVER);
    expect(edges.length).toBeGreaterThan(50);
    const found = circles(edges).map((group) => ({
      folders: group,
      imports: edges
        .filter((edge) => group.includes(edge.from) && group.includes(edge.to))
        .map((edge) => `${edge.from} -> ${edge.to} (${edge.file}: ${edge.specifier})`),
    }));
    expect(found).toEqual([]);
  });

  it('is read the way it runs: type-only imports are no edge, value imports are', () => {
    expect(
      runtimeImports(
        [
          "import type { A } from './a';",
          "import { type B, type C } from './b';",
          "import { type D, e } from './d';",
          "import f from './f';",
          "export { g } from './g';",
          "export type { H } from './h';",
          "import './side-effect';",
          "const lazy = () => import('./lazy');",
          "import { z } from 'zod';",
        ].join('\n'),
      ),
    ).toEqual(['./d', './f', './g', './side-effect', './lazy']);
  });

  it('finds a circle through three folders, and none in a line', () => {
    const line = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
    ];
    expect(circles(line)).toEqual([]);
    expect(circles([...line, { from: 'c', to: 'a' }, { from: 'c', to: 'd' }])).toEqual([
      ['a', 'b', 'c'],
    ]);
  });
});

describe('comments', () => {
  it('cite no section of a document outside the repository', () => {
    const section = String.fromCharCode(0xa7);
    const citing = ['src', 'tests', 'scripts']
      .flatMap((folder) =>
        filesUnder(join(ROOT, folder), ['.ts', '.tsx', '.js', '.mjs', '.css', '.html']),
      )
      .filter((file) => readFileSync(file, 'utf8').includes(section))
      .map((file) => relative(ROOT, file));
    expect(citing).toEqual([]);
  });
});
