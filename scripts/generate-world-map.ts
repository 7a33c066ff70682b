/**
 * Writes public/world-map.svg, the faint dotted world behind the contact
 * section. Run once, or after changing the settings below:
 *   npx tsx scripts/generate-world-map.ts
 *
 * dotted-map's own getSVG() writes one styled <circle> per dot (about 90 KB
 * even on a coarse grid), so the dots are serialised here instead: one path
 * where each dot is a zero-length segment drawn with a round cap. The file
 * stays a few KB, has a single colour and no per-dot styles.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import DottedMap from 'dotted-map';

/** Rows of dots; the coarser the grid, the smaller the file. */
const GRID_HEIGHT = 60;
/** Cut at about 56°S (no Antarctica) and 76°N, so the continents fill the frame. */
const REGION = { lat: { min: -56, max: 76 }, lng: { min: -170, max: 190 } };
/** Dot diameter as a share of the 1-unit spacing between dots. */
const DOT_DIAMETER = 0.5;
/** The one colour; the page makes it faint (contact-section.css). */
const DOT_COLOUR = '#4338ca';
/** The <img> size attributes: the map's own units scaled up, same aspect ratio. */
const PIXELS_PER_UNIT = 10;

const OUTPUT = path.resolve(import.meta.dirname, '..', 'public', 'world-map.svg');

/** Shortest decimal form with at most two digits after the point. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

interface Dot {
  x: number;
  y: number;
}

/** Rows top to bottom, dots left to right, each row as absolute start plus relative hops. */
function dotsPath(dots: Dot[]): string {
  const rows = new Map<string, Dot[]>();
  for (const dot of dots) {
    const key = num(dot.y);
    const row = rows.get(key) ?? [];
    row.push(dot);
    rows.set(key, row);
  }
  const ordered = [...rows.values()].sort((a, b) => a[0]!.y - b[0]!.y);
  const parts: string[] = [];
  for (const row of ordered) {
    row.sort((a, b) => a.x - b.x);
    let previous: Dot | undefined;
    for (const dot of row) {
      parts.push(previous ? `m${num(dot.x - previous.x)} 0h0` : `M${num(dot.x)} ${num(dot.y)}h0`);
      previous = dot;
    }
  }
  return parts.join('');
}

const map = new DottedMap({ height: GRID_HEIGHT, grid: 'diagonal', region: REGION });
const dots = map.getPoints();
const xs = dots.map((dot) => dot.x);
const ys = dots.map((dot) => dot.y);
const pad = DOT_DIAMETER;
const minX = Math.min(...xs) - pad;
const minY = Math.min(...ys) - pad;
const width = Math.max(...xs) - Math.min(...xs) + 2 * pad;
const height = Math.max(...ys) - Math.min(...ys) + 2 * pad;

const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${num(minX)} ${num(minY)} ${num(width)} ${num(height)}"` +
  ` width="${Math.round(width * PIXELS_PER_UNIT)}" height="${Math.round(height * PIXELS_PER_UNIT)}">` +
  `<path fill="none" stroke="${DOT_COLOUR}" stroke-width="${DOT_DIAMETER}" stroke-linecap="round"` +
  ` d="${dotsPath(dots)}"/></svg>\n`;

writeFileSync(OUTPUT, svg);
console.log(
  `wrote ${path.relative(process.cwd(), OUTPUT)}: ${dots.length} dots, ${(svg.length / 1024).toFixed(1)} KB,` +
    ` ${Math.round(width * PIXELS_PER_UNIT)}x${Math.round(height * PIXELS_PER_UNIT)}`,
);
