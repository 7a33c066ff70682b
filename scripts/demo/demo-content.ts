/**
 * The sample owner: a fictional full-stack developer. Every name, company,
 * school and address here is made up; links point at example domains or at
 * real sites under a handle nobody owns.
 */
import type { ExperienceType } from '../../src/shared/experience';
import { type CoverSpec, type GlyphName, PALETTES } from './demo-images';

export const DEMO_VARIABLES: Record<string, string> = {
  name: 'Mira Castell',
  title: 'Full-stack Engineer',
  description:
    'Mira Castell is a Berlin-based full-stack engineer who builds fast, accessible web products with TypeScript, React and Node.js.',
  about: [
    "<p>I'm Mira, a full-stack engineer in Berlin who likes turning messy problems into calm, fast software. For eight years I have built web products for health care, logistics and small design studios, from the database schema to the last pixel.</p>",
    '<p>I care about interfaces everyone can use, backends that are boring in the best way, and teams that ship in small, safe steps. Lately I have been writing about <a href="https://example.com/blog/fast-pages-on-cheap-phones">making pages load fast on cheap phones</a>.</p>',
    "<p>Away from the keyboard I'm usually bouldering, or baking far more bread than two people can eat.</p>",
  ].join('\n'),
  email: 'mira.castell@example.com',
  github: 'https://github.com/mira-castell-demo',
  linkedin: 'https://www.linkedin.com/in/mira-castell-demo',
  // instagram stays as the fresh database has it (empty): the site shows only configured links.
};

export interface DemoTool {
  name: string;
  link: string;
  glyph: GlyphName;
}

export const DEMO_TOOLS: DemoTool[] = [
  { name: 'TypeScript', link: 'https://www.typescriptlang.org/', glyph: 'braces' },
  { name: 'React', link: 'https://react.dev/', glyph: 'layers' },
  { name: 'Node.js', link: 'https://nodejs.org/', glyph: 'hexagon' },
  { name: 'PostgreSQL', link: 'https://www.postgresql.org/', glyph: 'cylinder' },
  { name: 'Docker', link: 'https://www.docker.com/', glyph: 'cube' },
  { name: 'Figma', link: 'https://www.figma.com/', glyph: 'nib' },
  { name: 'Playwright', link: 'https://playwright.dev/', glyph: 'checkCircle' },
  { name: 'GitHub Actions', link: 'https://github.com/features/actions', glyph: 'pipeline' },
];

export type ToolName = (typeof DEMO_TOOLS)[number]['name'];

export interface DemoExpertise {
  name: string;
  description: string;
  glyph: GlyphName;
}

export const DEMO_EXPERTISE: DemoExpertise[] = [
  {
    name: 'Web applications',
    description:
      'Server-rendered React apps that load fast on a train and still feel instant on a desktop.',
    glyph: 'browser',
  },
  {
    name: 'APIs and backends',
    description:
      'Typed REST and RPC services on Node.js and PostgreSQL, with migrations, tests and dashboards from day one.',
    glyph: 'server',
  },
  {
    name: 'Accessibility',
    description:
      'Interfaces that work with a keyboard, a screen reader and 200% zoom, checked against WCAG 2.2 AA.',
    glyph: 'person',
  },
  {
    name: 'Performance',
    description:
      'Budgets for JavaScript and images, real-user metrics, and the patience to shave the last 100 ms.',
    glyph: 'gauge',
  },
];

export const DEMO_CATEGORIES = ['Web apps', 'Open source', 'Developer tools', 'Experiments'];

export interface DemoProject {
  name: string;
  category: string;
  publishedAt: string;
  description: string;
  content: string;
  pinned: boolean;
  hidden: boolean;
  tools: ToolName[];
  cover: Omit<CoverSpec, 'title'>;
  /**
   * The cover is a 4000×3000 phone photo (demo-photo.ts) rather than a drawn
   * banner: the site shows it through its smaller copies.
   */
  photo?: boolean;
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Tidepool',
    category: 'Web apps',
    publishedAt: '2025-04-14',
    description:
      'A live dashboard for a network of 300 coastal sensors: tides, temperature and alerts, readable on a phone in the rain.',
    pinned: true,
    hidden: false,
    tools: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
    cover: { kicker: 'Web app', palette: PALETTES.ocean, motif: 'waves' },
    photo: true,
    content: `## The problem

A marine research group had sensors in 40 harbours and a spreadsheet to read them. Field teams needed the latest readings on a phone, often on a weak connection.

## What I built

- A server-rendered dashboard that shows the last reading of every sensor in under a second on 3G
- Alerts when a value leaves its expected band, sent by e-mail and shown on the map
- A small ingestion service that takes **12,000 readings a minute** into PostgreSQL

## How it works

Readings arrive over HTTP and are written in batches:

\`\`\`ts
export async function ingest(readings: Reading[]) {
  await db.insert(readingsTable).values(readings).onConflictDoNothing();
  await alerts.check(readings);
}
\`\`\`

The charts are plain SVG drawn on the server, so the page is useful before any JavaScript runs.

## Outcome

Field teams stopped calling the office for numbers. Read the [write-up on the research group's blog](https://example.org/tidepool-write-up) for the full story.
`,
  },
  {
    name: 'Ledgerly',
    category: 'Web apps',
    publishedAt: '2024-10-02',
    description:
      'A privacy-first budgeting app that keeps your numbers on your device and syncs them end-to-end encrypted.',
    pinned: true,
    hidden: false,
    tools: ['TypeScript', 'React', 'Figma', 'Playwright'],
    cover: { kicker: 'Web app', palette: PALETTES.forest, motif: 'bars' },
    content: `## Why another budgeting app

Most budgeting apps want your bank login. Ledgerly works from CSV exports and never sends a number to a server in clear text.

## Highlights

1. Offline first: the whole app works without a connection
2. Sync through an encrypted log that the server cannot read
3. Import from the CSV exports of the ten most common banks

## A taste of the code

\`\`\`ts
const key = await crypto.subtle.deriveKey(
  { name: 'PBKDF2', salt, iterations: 600_000, hash: 'SHA-256' },
  passwordKey,
  { name: 'AES-GCM', length: 256 },
  false,
  ['encrypt', 'decrypt'],
);
\`\`\`

Design files and the threat model are in the [project notes](https://example.com/ledgerly/notes).
`,
  },
  {
    name: 'typed-fetch',
    category: 'Open source',
    publishedAt: '2024-05-21',
    description:
      'A 2 KB typed wrapper around fetch with retries, timeouts and JSON schemas. Used in a dozen production apps.',
    pinned: false,
    hidden: false,
    tools: ['TypeScript', 'GitHub Actions'],
    cover: { kicker: 'Open source', palette: PALETTES.dusk, motif: 'window' },
    content: `## What it is

\`typed-fetch\` is a very small library that makes \`fetch\` pleasant in TypeScript.

## Features

- Typed responses from a schema you already have
- Retries with back-off for idempotent requests only
- Timeouts through \`AbortSignal\`, no extra dependency

## Usage

\`\`\`ts
import { createClient } from 'typed-fetch';

const api = createClient({ baseUrl: '/api', timeoutMs: 5000 });
const user = await api.get('/user/42', userSchema);
\`\`\`

Releases are built and published by a CI workflow on every tag. See the [changelog](https://example.com/typed-fetch/changelog).
`,
  },
  {
    name: 'a11y-lens',
    category: 'Developer tools',
    publishedAt: '2023-11-08',
    description:
      'A command-line tool that runs accessibility checks on every page of a site and fails the build on new problems.',
    pinned: false,
    hidden: false,
    tools: ['Node.js', 'Playwright', 'Docker'],
    cover: { kicker: 'Developer tool', palette: PALETTES.teal, motif: 'dots' },
    content: `## Idea

Accessibility bugs come back when nobody is looking. \`a11y-lens\` looks on every pull request.

## How to use it

\`\`\`sh
npx a11y-lens https://staging.example.com --baseline a11y-baseline.json
\`\`\`

- Crawls the site from a start page, or reads a sitemap
- Compares the findings with a committed baseline
- Prints only **new** problems, with the selector and a fix hint

## Lessons learned

Keeping the baseline small mattered more than any rule. More in [the talk I gave about it](https://example.org/talks/a11y-lens).
`,
  },
  {
    name: 'Paper Planes',
    category: 'Experiments',
    publishedAt: '2023-06-30',
    description:
      'A weekend experiment: a multiplayer paper-plane game in the browser with canvas, WebSockets and no framework.',
    pinned: false,
    hidden: false,
    tools: ['TypeScript', 'Node.js'],
    cover: { kicker: 'Experiment', palette: PALETTES.ember, motif: 'orbits' },
    content: `## Rules

Fold a plane, throw it, and see whose flies furthest across everyone's screens.

## Under the hood

- A fixed-step physics loop at 60 Hz on the server
- Clients only interpolate between snapshots
- Everything fits in **600 lines** of TypeScript

\`\`\`ts
function step(plane: Plane, dt: number) {
  plane.vy += GRAVITY * dt - plane.lift * plane.vx * dt;
  plane.x += plane.vx * dt;
  plane.y += plane.vy * dt;
}
\`\`\`

Play it at [paper-planes.example.net](https://paper-planes.example.net).
`,
  },
  {
    name: 'Portfolio 2019',
    category: 'Experiments',
    publishedAt: '2019-02-11',
    description:
      'My first portfolio site, kept for nostalgia. Hidden from visitors: only signed-in admins can see it.',
    pinned: false,
    hidden: true,
    tools: ['React'],
    cover: { kicker: 'Archive', palette: PALETTES.slate, motif: 'dots' },
    content: `## Archived

This project is **hidden**, so visitors never see it. It shows how a draft or an old project can stay in the back office.

- Built with a static site generator
- Replaced by this site
`,
  },
];

export interface DemoExperience {
  company: string;
  title: string;
  location: string;
  startAt: string;
  endAt: string | null;
  type: ExperienceType;
  description: string;
  hidden: boolean;
  tools: ToolName[];
  cover: Omit<CoverSpec, 'title'>;
}

export const DEMO_EXPERIENCE: DemoExperience[] = [
  {
    company: 'Brightline Health',
    title: 'Senior Full-stack Engineer',
    location: 'Berlin, Germany (hybrid)',
    startAt: '2022-03-01',
    endAt: null,
    type: 'full_time',
    description:
      'Lead engineer of the patient booking platform used by 400 clinics. Moved it to server rendering, cut the JavaScript by 60% and brought it to WCAG 2.2 AA.',
    hidden: false,
    tools: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Playwright'],
    cover: { kicker: 'Health care', palette: PALETTES.teal, motif: 'waves' },
  },
  {
    company: 'Independent',
    title: 'Freelance Frontend Engineer',
    location: 'Remote',
    startAt: '2020-06-01',
    endAt: '2022-02-28',
    type: 'freelance',
    description:
      'Built web shops and booking tools for small studios and non-profits, from the first sketch in Figma to launch and support.',
    hidden: false,
    tools: ['React', 'Figma', 'Docker'],
    cover: { kicker: 'Freelance', palette: PALETTES.dusk, motif: 'window' },
  },
  {
    company: 'Kestrel Logistics',
    title: 'Software Engineer',
    location: 'Hamburg, Germany',
    startAt: '2018-09-01',
    endAt: '2020-05-31',
    type: 'full_time',
    description:
      'Wrote the route-planning API and the driver app back end; introduced typed APIs and automated deployments.',
    hidden: false,
    tools: ['TypeScript', 'Node.js', 'PostgreSQL', 'GitHub Actions'],
    cover: { kicker: 'Logistics', palette: PALETTES.ocean, motif: 'bars' },
  },
  {
    company: 'Tidewater Studio',
    title: 'Web Development Intern',
    location: 'Lisbon, Portugal',
    startAt: '2017-07-01',
    endAt: '2017-12-31',
    type: 'internship',
    description:
      'Hidden from visitors: an early internship kept in the back office but left off the public page and the CV.',
    hidden: true,
    tools: ['React'],
    cover: { kicker: 'Design studio', palette: PALETTES.ember, motif: 'orbits' },
  },
];

export const DEMO_SKILLSETS: { name: string; skills: string[] }[] = [
  { name: 'Languages', skills: ['TypeScript', 'JavaScript', 'SQL', 'Python', 'Go'] },
  {
    name: 'Frontend',
    skills: ['React', 'Semantic HTML and CSS', 'Accessibility (WCAG 2.2)', 'Web performance'],
  },
  {
    name: 'Backend and operations',
    skills: ['Node.js', 'PostgreSQL', 'REST and tRPC APIs', 'Docker', 'CI/CD'],
  },
];

export const DEMO_MESSAGES = [
  {
    name: 'Jonas Becker',
    email: 'jonas.becker@example.net',
    message:
      'Hi Mira, we are a small team building a booking tool for physiotherapists and loved your Tidepool write-up. Would you be open to a short freelance project this autumn?',
    read: true,
  },
  {
    name: 'Priya Raman',
    email: 'priya@example.org',
    message:
      'Hello! I organise a front-end meetup in Hamburg. Would you like to give a 20-minute talk about accessibility checks in CI? Our next dates are in March and April.',
    read: false,
  },
];
