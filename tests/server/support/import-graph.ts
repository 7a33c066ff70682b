import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every file under `folder` whose name ends in one of `extensions`. */
export function filesUnder(folder: string, extensions: readonly string[]): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The relative modules a source file loads when it runs: static imports and
 * re-exports, side-effect imports and dynamic `import()`. Imports of types
 * alone (`import type`, or every name marked `type`) are left out: they are
 * erased and load nothing.
 */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statement = /(?:^|[\n;])\s*(import|export)\s+([^'";]*?)\s*from\s*['"](\.[^'"]+)['"]/g;
  for (const [, , clause = '', specifier = ''] of source.matchAll(statement)) {
    if (/^type\s/.test(clause)) continue;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    const names =
      named?.[1]
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean) ?? [];
    if (named && names.length > 0 && names.every((name) => name.startsWith('type '))) continue;
    found.push(specifier);
  }
  for (const [, specifier = ''] of source.matchAll(/(?:^|[\n;])\s*import\s*['"](\.[^'"]+)['"]/g)) {
    found.push(specifier);
  }
  for (const [, specifier = ''] of source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    found.push(specifier);
  }
  return found;
}

/** An import from one folder into another, with the file and the line that make it. */
export interface FolderEdge {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

/**
 * The folder-level import graph of `root`: a folder is `<name>` for a folder
 * directly under it, `modules/<name>` for a module, and a file directly
 * under `root` or `root/modules` is a node of its own.
 */
export function folderEdges(
  root: string,
  skipFiles: ReadonlySet<string> = new Set(),
): FolderEdge[] {
  const folderOf = (file: string): string => {
    const parts = relative(root, file).split('/');
    if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
    if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'modules')) return parts[0] ?? '';
    return parts.join('/');
  };
  const edges: FolderEdge[] = [];
  for (const file of filesUnder(root, ['.ts', '.tsx'])) {
    const name = relative(root, file);
    if (skipFiles.has(name)) continue;
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), specifier);
      if (relative(root, target).startsWith('..')) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to) edges.push({ from, to, file: name, specifier });
    }
  }
  return edges;
}

/** The groups of nodes that import each other in a circle (strongly connected, two or more). */
export function circles(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of new Set(edges.flatMap(({ from, to }) => [from, to]))) {
    if (!index.has(node)) visit(node);
  }
  return found;
}
