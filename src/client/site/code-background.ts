/**
 * The hero's background: faint, syntax-coloured source code about the owner,
 * drawn as an SVG image so it is pure decoration (no text in the page, nothing
 * for screen readers or contrast audits to read). The code is generated from
 * the owner's name and title with a seeded shuffle, never `Math.random()`, so
 * the server and the browser produce the same markup.
 */

export interface CodeBackgroundInput {
  name: string;
  title: string;
}

export const CODE_LINE_COUNT = 36;
const FONT_SIZE = 14;
const LINE_HEIGHT = 24;
/** Monospace advance width as a share of the font size (ui-monospace, Menlo, Consolas). */
const CHAR_WIDTH = 0.6 * FONT_SIZE;
const GUTTER = 4 * CHAR_WIDTH;
const CODE_X = GUTTER + 2.5 * CHAR_WIDTH;
const WIDTH = 760;

type Snippet = (owner: Required<CodeBackgroundInput> & { id: string }) => string[];

const PROFILE: Snippet = ({ id, name, title }) => [
  `export const ${id} = {`,
  `  name: '${name}',`,
  ...(title ? [`  role: '${title}',`] : []),
  `  available: true,`,
  `  stack: ['TypeScript', 'React', 'Node.js'],`,
  `};`,
  ``,
];

/** Shuffled after the header and the profile; their order depends on the owner. */
const SNIPPETS: Snippet[] = [
  () => [
    `export async function ship(project: Project) {`,
    `  const draft = await prototype(project.idea);`,
    `  for (const review of feedback(draft)) {`,
    `    draft.improve(review);`,
    `  }`,
    `  return deploy(draft, { tests: 'green' });`,
    `}`,
    ``,
  ],
  () => [
    `function solve(problem: string): Solution {`,
    `  if (!problem.trim()) return done();`,
    `  const steps = problem.split(' ').map(think);`,
    `  return steps.reduce(combine, initial);`,
    `}`,
    ``,
  ],
  () => [`while (curious) {`, `  learn(next(topics));`, `  build(somethingUseful);`, `}`, ``],
  ({ id }) => [
    `// ${id}.practice() runs every day`,
    `const tools = new Set(['git', 'sql', 'css']);`,
    `tools.forEach((tool) => practice(tool, 10_000));`,
    ``,
  ],
  ({ id }) => [
    `export default function hello(visitor: Visitor) {`,
    `  greet(visitor, 'Nice to meet you!');`,
    `  return ${id}.contact(visitor);`,
    `}`,
    ``,
  ],
  () => [
    `type Skill = { name: string; level: number };`,
    `const grow = (skill: Skill) => ({`,
    `  ...skill,`,
    `  level: skill.level + 1,`,
    `});`,
    ``,
  ],
  () => [
    `test('keeps its promises', async () => {`,
    `  const result = await deliver(onTime);`,
    `  expect(result.quality).toBe('high');`,
    `});`,
    ``,
  ],
];

const KEYWORDS =
  'const|let|for|of|while|if|return|function|export|import|from|type|async|await|default|new|true|false';
const TOKEN = new RegExp(
  `(//.*$)|('(?:[^'\\\\]|\\\\.)*')|\\b(${KEYWORDS})\\b|\\b(\\d[\\d_]*)\\b`,
  'g',
);

/** FNV-1a: a small, stable hash of the owner's text to seed the shuffle. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: a seeded generator, so the same owner always gets the same code. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'Ada Lovelace' → 'adaLovelace', a believable identifier; 'dev' when nothing is left. */
export function identifierFrom(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const id = words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
  return /^[a-z]/.test(id) ? id : 'dev';
}

/** The lines of code shown for this owner: always the same for the same input. */
export function codeLines({ name, title }: CodeBackgroundInput): string[] {
  const owner = {
    id: identifierFrom(name),
    name: name.replace(/'/g, "\\'"),
    title: title.replace(/'/g, "\\'"),
  };
  const random = seededRandom(hash(`${name}\n${title}`));
  const shuffled = SNIPPETS.map((snippet) => ({ snippet, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ snippet }) => snippet);
  // The snippets hold more lines than CODE_LINE_COUNT, so one pass fills the screen.
  const lines = [
    `// ${owner.id}.ts`,
    `import { ideas, coffee } from './life';`,
    ``,
    ...PROFILE(owner),
    ...shuffled.flatMap((snippet) => snippet(owner)),
  ];
  return lines.slice(0, CODE_LINE_COUNT);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;',
  );
}

/** One line of code as SVG text content, its tokens wrapped in coloured tspans. */
function highlight(code: string): string {
  let out = '';
  let last = 0;
  for (const match of code.matchAll(TOKEN)) {
    const [, comment, string, keyword] = match;
    const tokenClass = comment ? 'c' : string ? 's' : keyword ? 'k' : 'n';
    out += escapeXml(code.slice(last, match.index));
    out += `<tspan class="${tokenClass}">${escapeXml(match[0])}</tspan>`;
    last = match.index + match[0].length;
  }
  return out + escapeXml(code.slice(last));
}

/**
 * The theme's text, primary, success, muted and danger tones, faded far
 * below text contrast: the code is texture, not content. An image cannot
 * read the page's colour tokens, so each theme has its own copy.
 */
const PALETTES = {
  light: {
    text: '#1a1f2e',
    keyword: '#4338ca',
    string: '#067647',
    muted: '#525a6d',
    number: '#b42318',
  },
  dark: {
    text: '#e7e9f0',
    keyword: '#a5b4fc',
    string: '#5fd39a',
    muted: '#a6aec0',
    number: '#fd8c83',
  },
} as const;

export type CodeTheme = keyof typeof PALETTES;

/** The SVG document: a gutter of line numbers and the highlighted code. */
export function codeSvg(input: CodeBackgroundInput, theme: CodeTheme = 'light'): string {
  const colour = PALETTES[theme];
  const lines = codeLines(input);
  const height = lines.length * LINE_HEIGHT;
  const rows = lines
    .map((code, index) => {
      const y = (index + 1) * LINE_HEIGHT - 7;
      const indent = code.length - code.trimStart().length;
      const number = `<text class="g" x="${GUTTER}" y="${y}" text-anchor="end">${index + 1}</text>`;
      if (!code.trim()) return number;
      return `${number}<text x="${CODE_X + indent * CHAR_WIDTH}" y="${y}">${highlight(code.trimStart())}</text>`;
    })
    .join('');
  const style =
    `text{font:${FONT_SIZE}px ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace;` +
    `fill:${colour.text};fill-opacity:.13;white-space:pre}` +
    `.k{fill:${colour.keyword};fill-opacity:.26}.s{fill:${colour.string};fill-opacity:.24}` +
    `.c,.g{fill:${colour.muted};fill-opacity:.16}.n{fill:${colour.number};fill-opacity:.2}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" ` +
    `viewBox="0 0 ${WIDTH} ${height}"><style>${style}</style>${rows}</svg>`
  );
}

/**
 * The SVG as a CSS `url()` value. Only what a data URL cannot carry raw is
 * escaped (the `u` flag keeps surrogate pairs whole for encodeURIComponent),
 * which keeps the inline style about half the size of a full encoding.
 */
export function codeBackgroundImage(
  input: CodeBackgroundInput,
  theme: CodeTheme = 'light',
): string {
  const encoded = codeSvg(input, theme).replace(/[^\w =:/.,;()+*!?@~{}[\]-]/gu, encodeURIComponent);
  return `url("data:image/svg+xml,${encoded}")`;
}
