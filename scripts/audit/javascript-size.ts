/**
 * The public page's JavaScript, gzipped: every script the served HTML names
 * (script src, modulepreload) and every script Chromium fetched while
 * Lighthouse loaded the page, each gzipped with zlib's default level.
 */
import { gzipSync } from 'node:zlib';
import type { Result as LighthouseResult } from 'lighthouse';

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/** Script URLs and inline scripts of the served HTML: <script src>, modulepreload links, inline code. */
export function scriptsInHtml(html: string, pageUrl: string) {
  const urls = new Set<string>();
  const inline: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script${match[1] ?? ''}>`;
    const src = attribute(tag, 'src');
    const type = (attribute(tag, 'type') ?? '').toLowerCase();
    if (src) urls.add(new URL(src, pageUrl).href);
    else if (!type || type === 'module' || type.includes('javascript')) {
      if (match[2]?.trim()) inline.push(match[2]);
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(match[0], 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(match[0], 'href');
    if (
      href &&
      (rel.includes('modulepreload') ||
        (rel.includes('preload') && attribute(match[0], 'as') === 'script'))
    ) {
      urls.add(new URL(href, pageUrl).href);
    }
  }
  return { urls, inline };
}

/** Scripts Chromium fetched while Lighthouse loaded the page (lazy chunks included). */
function scriptsLighthouseSaw(result: LighthouseResult): string[] {
  const details = result.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items
    .filter((item) => item.resourceType === 'Script' && typeof item.url === 'string')
    .map((item) => String(item.url))
    .filter((url) => /^https?:/.test(url));
}

export async function measureJavaScript(pageUrl: string, results: LighthouseResult[]) {
  const html = await (await fetch(pageUrl)).text();
  const { urls, inline } = scriptsInHtml(html, pageUrl);
  for (const result of results) for (const url of scriptsLighthouseSaw(result)) urls.add(url);
  const files: ScriptSize[] = [];
  for (const url of [...urls].sort()) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    files.push({
      url: new URL(url).pathname,
      bytes: bytes.length,
      gzipBytes: gzipSync(bytes).length,
    });
  }
  inline.forEach((code, index) => {
    const bytes = Buffer.from(code);
    files.push({
      url: `(inline script ${index + 1})`,
      bytes: bytes.length,
      gzipBytes: gzipSync(bytes).length,
    });
  });
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { gzipBytes, kb: Math.round(gzipBytes / 100) / 10, files };
}
