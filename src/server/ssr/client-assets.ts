import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CLIENT_DIST = path.resolve('dist/client');

export interface EntryAssets {
  script: string;
  styles: string[];
  preloads: string[];
}

export interface ClientAssets {
  site: EntryAssets | null;
  admin: EntryAssets | null;
}

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const ENTRIES = {
  site: 'src/client/site/entry-client.tsx',
  admin: 'src/client/admin/entry-admin.tsx',
} as const;

function entryAssets(manifest: Record<string, ManifestChunk>, key: string): EntryAssets | null {
  const entry = manifest[key];
  if (!entry) return null;
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunkKey: string, seen: Set<string>) => {
    const chunk = manifest[chunkKey];
    if (!chunk || seen.has(chunkKey)) return;
    seen.add(chunkKey);
    // Imported chunks first: the entry's own styles must come last to override the theme.
    for (const imported of chunk.imports ?? []) visit(imported, seen);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    if (chunkKey !== key) preloads.add(`/${chunk.file}`);
  };
  visit(key, new Set());
  return { script: `/${entry.file}`, styles: [...styles], preloads: [...preloads] };
}

/**
 * Each entry's files, following only its own imports: the public page links
 * what the site entry needs and nothing that only the admin app imports.
 */
export function clientAssetsFrom(manifest: Record<string, ManifestChunk>): ClientAssets {
  return { site: entryAssets(manifest, ENTRIES.site), admin: entryAssets(manifest, ENTRIES.admin) };
}

/**
 * The built files each page must link, from Vite's manifest. Without a build
 * (server tests) pages still render, just without client scripts.
 */
export function readClientAssets(): ClientAssets {
  const file = path.join(CLIENT_DIST, '.vite/manifest.json');
  if (!existsSync(file)) return { site: null, admin: null };
  return clientAssetsFrom(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>);
}
