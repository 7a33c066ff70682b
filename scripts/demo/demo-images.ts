/**
 * Images for the demo content, drawn in code so the repository carries no
 * binary assets and no third-party artwork. Covers are 1200×675 (16:9)
 * banners; icons are 24×24 line glyphs in `currentColor`, so the site can
 * tint them once they are inlined.
 */

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

export interface Palette {
  from: string;
  to: string;
  glow: string;
  accent: string;
}

export const PALETTES = {
  ocean: { from: '#0b1a33', to: '#0f4c75', glow: '#38bdf8', accent: '#7dd3fc' },
  forest: { from: '#0b2418', to: '#166534', glow: '#4ade80', accent: '#bbf7d0' },
  dusk: { from: '#1e1036', to: '#6d28d9', glow: '#f472b6', accent: '#f5d0fe' },
  ember: { from: '#2a0f0a', to: '#b45309', glow: '#fbbf24', accent: '#fde68a' },
  slate: { from: '#0f172a', to: '#334155', glow: '#94a3b8', accent: '#e2e8f0' },
  teal: { from: '#042f2e', to: '#0f766e', glow: '#5eead4', accent: '#ccfbf1' },
} as const satisfies Record<string, Palette>;

export type Motif = 'orbits' | 'bars' | 'window' | 'waves' | 'dots';

export interface CoverSpec {
  title: string;
  /** Small capitals above the title: a category or a company's trade. */
  kicker: string;
  palette: Palette;
  motif: Motif;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Greedy word wrap; a cover has room for two lines of the big title. */
export function wrapTitle(title: string, maxChars = 20, maxLines = 2): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

function motifShapes(motif: Motif, palette: Palette): string {
  const { glow, accent } = palette;
  switch (motif) {
    case 'orbits':
      return `
  <g fill="none" stroke="${accent}" stroke-opacity="0.35">
    <circle cx="930" cy="250" r="90" stroke-width="2"/>
    <circle cx="930" cy="250" r="160" stroke-width="1.5" stroke-dasharray="6 10"/>
    <circle cx="930" cy="250" r="240" stroke-width="1"/>
  </g>
  <circle cx="930" cy="250" r="44" fill="${glow}" fill-opacity="0.9"/>
  <circle cx="1020" cy="115" r="12" fill="${accent}"/>
  <circle cx="770" cy="300" r="8" fill="${accent}" fill-opacity="0.8"/>
  <circle cx="1105" cy="380" r="16" fill="${glow}" fill-opacity="0.7"/>`;
    case 'bars': {
      const heights = [120, 190, 150, 260, 210, 320, 280];
      const bars = heights
        .map(
          (height, index) =>
            `<rect x="${720 + index * 62}" y="${420 - height}" width="38" height="${height}" rx="8" fill="${index === 5 ? glow : accent}" fill-opacity="${index === 5 ? 0.95 : 0.3}"/>`,
        )
        .join('\n    ');
      return `
  <g>
    ${bars}
  </g>
  <path d="M720 330 L782 280 L844 300 L906 210 L968 240 L1030 130 L1092 160" fill="none" stroke="${glow}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    case 'window': {
      const widths = [220, 160, 250, 120, 200, 180];
      const lines = widths
        .map(
          (width, index) =>
            `<rect x="${770 + (index % 3 === 1 ? 36 : 0)}" y="${150 + index * 34}" width="${width}" height="12" rx="6" fill="${index % 2 ? accent : glow}" fill-opacity="${index % 2 ? 0.45 : 0.85}"/>`,
        )
        .join('\n    ');
      return `
  <g>
    <rect x="740" y="90" width="380" height="300" rx="18" fill="#000" fill-opacity="0.28" stroke="${accent}" stroke-opacity="0.35"/>
    <circle cx="772" cy="118" r="7" fill="#f87171"/>
    <circle cx="796" cy="118" r="7" fill="#fbbf24"/>
    <circle cx="820" cy="118" r="7" fill="#4ade80"/>
    ${lines}
  </g>`;
    }
    case 'waves':
      return `
  <g fill="none" stroke-linecap="round">
    <path d="M640 200 C 760 120, 860 280, 980 200 S 1160 120, 1240 190" stroke="${glow}" stroke-width="5"/>
    <path d="M640 260 C 760 180, 860 340, 980 260 S 1160 180, 1240 250" stroke="${accent}" stroke-opacity="0.5" stroke-width="3"/>
    <path d="M640 320 C 760 240, 860 400, 980 320 S 1160 240, 1240 310" stroke="${accent}" stroke-opacity="0.25" stroke-width="2"/>
  </g>
  <circle cx="980" cy="200" r="10" fill="${accent}"/>`;
    case 'dots': {
      const dots: string[] = [];
      for (let row = 0; row < 7; row += 1) {
        for (let column = 0; column < 9; column += 1) {
          const lit = (row * 7 + column * 3) % 11 === 0;
          dots.push(
            `<circle cx="${760 + column * 44}" cy="${90 + row * 44}" r="${lit ? 9 : 5}" fill="${lit ? glow : accent}" fill-opacity="${lit ? 0.95 : 0.25}"/>`,
          );
        }
      }
      return `
  <g>
    ${dots.join('\n    ')}
  </g>`;
    }
  }
}

/** A 1200×675 banner: gradient, a faint grid, a glow, a motif and the title. */
export function coverSvg({ title, kicker, palette, motif }: CoverSpec): string {
  const lines = wrapTitle(title);
  const firstBaseline = lines.length > 1 ? 470 : 540;
  const titleLines = lines
    .map(
      (line, index) =>
        `<text x="80" y="${firstBaseline + index * 96}" font-size="84" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('\n    ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <title>${escapeXml(title)}</title>
  <defs>
    <linearGradient id="background" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.3" r="0.6">
      <stop offset="0" stop-color="${palette.glow}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">
      <path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.06"/>
    </pattern>
  </defs>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#background)"/>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#grid)"/>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#glow)"/>
  ${motifShapes(motif, palette)}
  <g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" fill="#ffffff">
    <rect x="80" y="${firstBaseline - 150}" width="64" height="6" rx="3" fill="${palette.glow}"/>
    <text x="80" y="${firstBaseline - 100}" font-size="28" font-weight="600" letter-spacing="5" fill-opacity="0.8">${escapeXml(kicker.toUpperCase())}</text>
    ${titleLines}
  </g>
</svg>
`;
}

/**
 * Line glyphs on a 24 grid. They are plain geometric shapes chosen to hint
 * at what a tool does (a database is a cylinder), not anyone's logo.
 */
export const GLYPHS = {
  braces: '<path d="M8 7l-5 5 5 5"/><path d="M16 7l5 5-5 5"/><path d="M13.5 4l-3 16"/>',
  layers: '<path d="M12 3l9 5-9 5-9-5z"/><path d="M3 12.5l9 5 9-5"/><path d="M3 17l9 5 9-5"/>',
  hexagon: '<path d="M12 2.5l8.5 4.9v9.2L12 21.5l-8.5-4.9V7.4z"/><circle cx="12" cy="12" r="3"/>',
  cylinder:
    '<ellipse cx="12" cy="5.5" rx="7.5" ry="3"/><path d="M4.5 5.5v13c0 1.7 3.4 3 7.5 3s7.5-1.3 7.5-3v-13"/><path d="M4.5 12c0 1.7 3.4 3 7.5 3s7.5-1.3 7.5-3"/>',
  cube: '<path d="M12 2.8l8 4.6v9.2l-8 4.6-8-4.6V7.4z"/><path d="M4 7.4l8 4.6 8-4.6"/><path d="M12 12v9.2"/>',
  nib: '<path d="M12 2.5l6.5 7.5L12 21.5 5.5 10z"/><circle cx="12" cy="11" r="1.8"/><path d="M12 2.5v6.7"/>',
  checkCircle: '<circle cx="12" cy="12" r="9"/><path d="M8.5 12.5l2.3 2.3 4.7-5.1"/>',
  pipeline:
    '<circle cx="6" cy="6" r="2.5"/><circle cx="18" cy="6" r="2.5"/><circle cx="18" cy="18" r="2.5"/><path d="M8.5 6h7"/><path d="M6 8.5V14a4 4 0 0 0 4 4h5.5"/>',
  browser:
    '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M3 9h18"/><path d="M6.5 6.5h.01"/><path d="M9.5 6.5h.01"/><path d="M8 14l2 2-2 2"/><path d="M12.5 18H16"/>',
  server:
    '<rect x="3" y="4" width="18" height="7" rx="1.5"/><rect x="3" y="13" width="18" height="7" rx="1.5"/><path d="M7 7.5h.01"/><path d="M7 16.5h.01"/><path d="M11 7.5h6"/><path d="M11 16.5h6"/>',
  person:
    '<circle cx="12" cy="12" r="9.5"/><circle cx="12" cy="7.3" r="1.4"/><path d="M7.5 10.3l4.5 1 4.5-1"/><path d="M12 11.3v3.2l-2.6 4"/><path d="M12 14.5l2.6 4"/>',
  gauge:
    '<path d="M3.5 17a8.5 8.5 0 1 1 17 0"/><path d="M12 17l4.2-6"/><path d="M7 17h.01"/><path d="M17 17h.01"/>',
} as const;

export type GlyphName = keyof typeof GLYPHS;

export function glyphSvg(name: GlyphName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${GLYPHS[name]}</svg>
`;
}
