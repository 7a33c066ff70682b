/**
 * The large data set of the benchmark: years of an active owner's work on
 * top of the demo owner. Rows are written in bulk (multi-row inserts in one
 * transaction per table, through the ORM's own connection), with the values
 * the product itself would have stored: projects in the demo's categories
 * with the demo's tools, covers that are the demo's media, messages as the
 * contact form stores them, and analytics as the recorder writes them (a
 * total per day, one salted hash per unique visitor per day, CV downloads
 * per day, views per project per day).
 */
import { createHash } from 'node:crypto';
import type { EntityManager, EntityName, RequiredEntityData } from '@mikro-orm/knex';
import { EXPERIENCE_TYPES } from '../../src/shared/experience';
import { connectDatabase } from '../../src/server/composition/orm';
import type { DatabaseSetting } from '../../src/server/settings';
import {
  CvDownloadDayEntity,
  ProjectViewDayEntity,
  VisitDayEntity,
} from '../../src/server/modules/analytics/analytics.entity';
import { ExperienceEntity } from '../../src/server/modules/experience/experience.entity';
import { MessageEntity } from '../../src/server/modules/message/message.entity';
import { ProjectEntity } from '../../src/server/modules/project/project.entity';

export interface LargeDataSize {
  projects: number;
  experiences: number;
  messages: number;
  analyticsDays: number;
  uniqueVisitorsPerDay: number;
}

export const LARGE_DATA_SIZE: LargeDataSize = {
  projects: 1_000,
  experiences: 200,
  messages: 100_000,
  analyticsDays: 5 * 365,
  uniqueVisitorsPerDay: 2_000,
};

export interface GeneratedCounts {
  projects: number;
  projectTools: number;
  experiences: number;
  experienceTools: number;
  messages: number;
  visitDays: number;
  uniqueVisitors: number;
  cvDownloadDays: number;
  projectViewDays: number;
}

export interface GenerationResult {
  counts: GeneratedCounts;
  /** Wall-clock milliseconds per table group, and in all. */
  millis: Record<keyof GeneratedCounts | 'total', number>;
}

/** A small deterministic generator, so every run builds the same data set. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = [
  'Quiet',
  'Rapid',
  'Open',
  'Bright',
  'Silent',
  'Northern',
  'Tiny',
  'Shared',
  'Careful',
  'Plain',
  'Civic',
  'Modular',
  'Offline',
  'Honest',
  'Patient',
  'Clear',
  'Humble',
  'Local',
  'Steady',
  'Gentle',
];
const NOUNS = [
  'Ledger',
  'Harbour',
  'Atlas',
  'Garden',
  'Beacon',
  'Compass',
  'Orchard',
  'Signal',
  'Lantern',
  'Bridge',
  'Archive',
  'Kiln',
  'Meadow',
  'Relay',
  'Canvas',
  'Workshop',
  'Almanac',
  'Foundry',
  'Pantry',
  'Tide',
];
const TOPICS = [
  'cloud cost reports',
  'accessible forms',
  'offline maps',
  'booking for clinics',
  'energy meters',
  'a recipe planner',
  'school timetables',
  'bike-share data',
  'invoice parsing',
  'a design system',
  'choir rehearsals',
  'library loans',
  'warehouse picking',
  'a podcast feed',
  'rainfall sensors',
];
const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Chloé',
  'Dmitri',
  'Emeka',
  'Fatima',
  'Gustav',
  'Hana',
  'Ivan',
  'Jonas',
  'Kemal',
  'Lea',
  'Mateo',
  'Noor',
  'Oskar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tariq',
  'Uma',
  'Vera',
  'Yusuf',
];
const LAST_NAMES = [
  'Becker',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Haddad',
  'Ito',
  'Jansen',
  'Kowalski',
  'Larsen',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Raman',
  'Silva',
  'Tanaka',
  'Weber',
  'Zhou',
];
const MAIL_HOSTS = ['example.com', 'example.org', 'example.net', 'mail.example.com'];
const REQUESTS = [
  'Would you be open to a short freelance project about {topic} this spring?',
  'We loved your write-up on {topic}. Could we talk about a talk at our meetup?',
  'Our team is hiring for work on {topic}. Is a call next week possible?',
  'Quick question about {topic}: is the code available anywhere?',
  'Could you send us a quote for {topic}? The invoice would go to our agency.',
];
const COMPANIES = [
  'Brightline Health',
  'Northwind Labs',
  'Harbour Analytics',
  'Civic Software',
  'Tidewater Studio',
  'Open Ledger',
  'Kiln & Co',
  'Meadow Systems',
  'Relay Logistics',
  'Atlas Learning',
];
const TITLES = [
  'Frontend Engineer',
  'Full-stack Engineer',
  'Senior Engineer',
  'Tech Lead',
  'Consultant',
  'Accessibility Specialist',
  'Platform Engineer',
  'Mentor',
];
const LOCATIONS = [
  'Berlin, Germany',
  'Remote',
  'Hamburg, Germany',
  'Lisbon, Portugal',
  'Oslo, Norway',
];

const DAY_MS = 24 * 60 * 60 * 1000;
const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Rows per multi-row insert: under both databases' limits on bound parameters. */
const ROWS_PER_INSERT = 2_000;

/**
 * Inserts rows in chunks with the ORM (which converts booleans and dates for
 * the dialect) and answers their new ids, read back in order: the table is
 * written by this transaction alone. Ids only for a table with an
 * autoincrementing key (`readIds`).
 */
async function insertEntities<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  rows: RequiredEntityData<T>[],
  readIds = false,
): Promise<number[]> {
  const meta = em.getMetadata().find(entity);
  if (!meta) throw new Error('unknown entity');
  const idColumn = readIds ? meta.getPrimaryProps()[0]?.fieldNames[0] : undefined;
  const table = meta.tableName;
  const connection = em.getConnection();
  const transaction = em.getTransactionContext();
  const newIds = async (after: number) =>
    idColumn
      ? (
          await connection.execute<{ id: number }[]>(
            `select ${idColumn} as id from ${table} where ${idColumn} > ? order by ${idColumn}`,
            [after],
            'all',
            transaction,
          )
        ).map((row) => Number(row.id))
      : [];
  const [last] = idColumn
    ? await connection.execute<{ id: number | null }[]>(
        `select max(${idColumn}) as id from ${table}`,
        [],
        'all',
        transaction,
      )
    : [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await em.insertMany<T>(entity, rows.slice(start, start + ROWS_PER_INSERT) as T[]);
  }
  return newIds(Number(last?.id ?? 0));
}

/**
 * Plain multi-row inserts (`values (?, ?), (?, ?), ...`) of scalar rows, for
 * pivot and counter tables, in the open transaction.
 */
async function insertRows(
  em: EntityManager,
  table: string,
  rows: Record<string, string | number>[],
  rowsPerInsert = ROWS_PER_INSERT,
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const connection = em.getConnection();
  const transaction = em.getTransactionContext();
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const chunk = rows.slice(start, start + rowsPerInsert);
    const sql = `insert into ${table} (${columns.join(', ')}) values ${chunk.map(() => tuple).join(', ')}`;
    const params = chunk.flatMap((row) => columns.map((column) => row[column]));
    await connection.execute(sql, params, 'run', transaction);
  }
}

interface DemoReferences {
  categoryIds: number[];
  toolIds: number[];
  covers: string[];
}

/** What the demo owner left that the new rows refer to: categories, tools, cover images. */
async function demoReferences(em: EntityManager): Promise<DemoReferences> {
  const connection = em.getConnection();
  const ids = async (sql: string) =>
    (await connection.execute<{ id: number }[]>(sql)).map((row) => Number(row.id));
  const categoryIds = await ids('select category_id as id from category order by category_id');
  const toolIds = await ids('select tool_id as id from tool order by tool_id');
  const covers = (
    await connection.execute<{ cover: string }[]>('select cover from project order by project_id')
  ).map((row) => row.cover);
  if (categoryIds.length === 0 || toolIds.length === 0 || covers.length === 0) {
    throw new Error('the large data set needs the demo owner first (categories, tools, covers)');
  }
  return { categoryIds, toolIds, covers };
}

/** Two to four distinct tools. */
function someTools(random: () => number, toolIds: number[]): number[] {
  const count = 2 + Math.floor(random() * 3);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, toolIds.length)) chosen.add(pick(random, toolIds));
  return [...chosen];
}

async function generateProjects(
  em: EntityManager,
  refs: DemoReferences,
  size: LargeDataSize,
  now: number,
) {
  const random = seededRandom(1);
  const rows = Array.from({ length: size.projects }, (_, index) => {
    const name = `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} ${index + 1}`;
    const topic = pick(random, TOPICS);
    return {
      category: pick(random, refs.categoryIds),
      name,
      publishedAt: day(now - Math.floor(random() * size.analyticsDays) * DAY_MS),
      cover: pick(random, refs.covers),
      description: `${name}: a small product for ${topic}, built and maintained end to end.`,
      content: `## The problem\n\nPeople working on ${topic} had a spreadsheet and a lot of patience.\n\n## What I built\n\n- A fast, accessible web app\n- An import from their old files\n- Reports they can print\n`,
      pinned: random() < 0.01,
      hidden: random() < 0.05,
    };
  });
  const ids = await insertEntities(em, ProjectEntity, rows, true);
  const pivot = ids.flatMap((projectId) =>
    someTools(random, refs.toolIds).map((toolId) => ({ project_id: projectId, tool_id: toolId })),
  );
  await insertRows(em, 'project_tool', pivot);
  return { projects: ids.length, projectTools: pivot.length, projectIds: ids };
}

async function generateExperiences(
  em: EntityManager,
  refs: DemoReferences,
  size: LargeDataSize,
  now: number,
) {
  const random = seededRandom(2);
  const rows = Array.from({ length: size.experiences }, (_, index) => {
    const start = now - Math.floor(random() * 20 * 365) * DAY_MS;
    const open = index % 50 === 0;
    const end = Math.min(now, start + (30 + Math.floor(random() * 1500)) * DAY_MS);
    return {
      company: `${pick(random, COMPANIES)} ${index + 1}`,
      title: pick(random, TITLES),
      location: pick(random, LOCATIONS),
      cover: pick(random, refs.covers),
      startAt: day(start),
      endAt: open ? null : day(end),
      type: pick(random, EXPERIENCE_TYPES),
      description: `Worked on ${pick(random, TOPICS)} with a team of ${2 + Math.floor(random() * 10)}.`,
      hidden: random() < 0.05,
    };
  });
  const ids = await insertEntities(em, ExperienceEntity, rows, true);
  const pivot = ids.flatMap((experienceId) =>
    someTools(random, refs.toolIds).map((toolId) => ({
      experience_id: experienceId,
      tool_id: toolId,
    })),
  );
  await insertRows(em, 'experience_tool', pivot);
  return { experiences: ids.length, experienceTools: pivot.length };
}

/** Messages spread over the years, oldest first (ids grow with time, as the form writes them). */
async function generateMessages(em: EntityManager, size: LargeDataSize, now: number) {
  const random = seededRandom(3);
  const span = size.analyticsDays * DAY_MS;
  const rows = Array.from({ length: size.messages }, (_, index) => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const createdAt = new Date(
      now - span + Math.floor(((index + random()) / size.messages) * span),
    );
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}${index}@${pick(random, MAIL_HOSTS)}`.toLowerCase(),
      message: `Hello! ${pick(random, REQUESTS).replace('{topic}', pick(random, TOPICS))} Best regards, ${first}`,
      // The owner has read all but the last few weeks' messages.
      read: index < size.messages - 500 || random() < 0.3,
      createdAt,
    };
  });
  await insertEntities(em, MessageEntity, rows);
  return { messages: rows.length };
}

/** A visitor's stored hash: 64 hex characters, as the recorder's salted SHA-256. */
const visitorHash = (date: string, visitor: number) =>
  createHash('sha256').update(`large-data|${date}|${visitor}`).digest('hex');

async function generateAnalytics(
  em: EntityManager,
  size: LargeDataSize,
  projectIds: number[],
  now: number,
) {
  const random = seededRandom(4);
  const days = Array.from({ length: size.analyticsDays }, (_, index) =>
    day(now - (size.analyticsDays - 1 - index) * DAY_MS),
  );
  const visitDays = days.map((date) => ({
    date,
    totalVisits: Math.round(size.uniqueVisitorsPerDay * (1.5 + random())),
    uniqueVisits: size.uniqueVisitorsPerDay,
  }));
  await insertEntities(em, VisitDayEntity, visitDays);

  const started = performance.now();
  let uniqueVisitors = 0;
  // One day's hashes at a time keeps memory flat; 10,000 rows per statement.
  let pending: Record<string, string>[] = [];
  for (const date of days) {
    for (let visitor = 0; visitor < size.uniqueVisitorsPerDay; visitor += 1) {
      pending.push({ date, visitor_hash: visitorHash(date, visitor) });
    }
    if (pending.length >= 10_000) {
      await insertRows(em, 'analytics_unique_visitor', pending, 10_000);
      uniqueVisitors += pending.length;
      pending = [];
    }
  }
  await insertRows(em, 'analytics_unique_visitor', pending, 10_000);
  uniqueVisitors += pending.length;
  const uniqueMillis = performance.now() - started;

  const downloads = days.map((date) => ({ date, downloads: Math.floor(random() * 40) }));
  await insertEntities(em, CvDownloadDayEntity, downloads);

  // About sixty projects are looked at on a given day, the popular ones more often.
  const views = days.flatMap((date) => {
    const seen = new Map<number, number>();
    for (let count = 0; count < 60; count += 1) {
      const projectId = projectIds[Math.floor(random() ** 2 * projectIds.length)] as number;
      seen.set(projectId, (seen.get(projectId) ?? 0) + 1 + Math.floor(random() * 5));
    }
    return [...seen].map(([projectId, count]) => ({ date, projectId, views: count }));
  });
  await insertEntities(em, ProjectViewDayEntity, views);

  return {
    visitDays: visitDays.length,
    uniqueVisitors,
    uniqueMillis,
    cvDownloadDays: downloads.length,
    projectViewDays: views.length,
  };
}

/**
 * Adds the large data set to a database that already holds the demo owner.
 * Each group is one transaction; the content version moves with the content,
 * as any write of the product's would, so a running server would see it.
 */
export async function generateLargeData(
  database: DatabaseSetting,
  size: LargeDataSize = LARGE_DATA_SIZE,
  now = Date.now(),
): Promise<GenerationResult> {
  const orm = await connectDatabase(database);
  const em = orm.em.fork() as unknown as EntityManager;
  const millis = {} as GenerationResult['millis'];
  const timed = async <T>(
    keys: (keyof GeneratedCounts)[],
    work: (em: EntityManager) => Promise<T>,
  ) => {
    const started = performance.now();
    const result = await em.transactional((inner) => work(inner as EntityManager));
    for (const key of keys) millis[key] = Math.round(performance.now() - started);
    return result;
  };
  const begun = performance.now();
  try {
    const refs = await demoReferences(em);
    const projects = await timed(['projects', 'projectTools'], (tx) =>
      generateProjects(tx, refs, size, now),
    );
    const experiences = await timed(['experiences', 'experienceTools'], (tx) =>
      generateExperiences(tx, refs, size, now),
    );
    const messages = await timed(['messages'], (tx) => generateMessages(tx, size, now));
    const analytics = await timed(
      ['visitDays', 'cvDownloadDays', 'projectViewDays', 'uniqueVisitors'],
      (tx) => generateAnalytics(tx, size, projects.projectIds, now),
    );
    millis.uniqueVisitors = Math.round(analytics.uniqueMillis);
    await em
      .getConnection()
      .execute('update content_state set version = version + 1 where id = 1', [], 'run');
    // PostgreSQL's planner needs statistics, which autovacuum would have gathered
    // long before a site held five years of rows; SQLite keeps none unless asked.
    if (database.kind === 'postgres') await em.getConnection().execute('analyze', [], 'run');
    millis.total = Math.round(performance.now() - begun);
    return {
      counts: {
        projects: projects.projects,
        projectTools: projects.projectTools,
        experiences: experiences.experiences,
        experienceTools: experiences.experienceTools,
        messages: messages.messages,
        visitDays: analytics.visitDays,
        uniqueVisitors: analytics.uniqueVisitors,
        cvDownloadDays: analytics.cvDownloadDays,
        projectViewDays: analytics.projectViewDays,
      },
      millis,
    };
  } finally {
    await orm.close(true);
  }
}
