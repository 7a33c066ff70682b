import { type ContentModules, contentModules } from '../../../src/server/modules/content-registry';
import { declaredCases } from './declared-cases';

type Body = Record<string, unknown>;

/** The route names of the content registry's modules (`/api/<name>`). */
export type ContentName = ContentModules[number]['name'];

/**
 * What a fixture writes with: any client that posts JSON as the signed-in
 * admin and answers the status and the parsed body (the server tests'
 * ApiClient is one; the browser and reliability suites wrap theirs).
 */
export interface FixtureClient {
  post(path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

/**
 * What the generic CRUD test needs to know about one entity built by the CRUD
 * factory: a valid body to create, another to update with, and where its id
 * and searchable text live. Everything else (paging, 404s, 401s, the refusal
 * envelope) is the same for every entity and written once in
 * tests/server/crud-generic.test.ts.
 */
export interface CrudCase {
  /** Name in messages: 'Tool' gives 'Tool not found' and 'Failed to create Tool'. */
  label: string;
  /** The answer's id field: `toolId`. */
  idField: string;
  /** A text field that `filter` searches and `sort` accepts. */
  textField: string;
  /** Rows marked `hidden: true` are left out for visitors (lists, and 404 by id). */
  hidable: boolean;
  /**
   * Creates the rows a new row refers to (a category for a project); answers
   * their ids. `tag` makes their names unique, for a second call on one database.
   */
  prepare?: (admin: FixtureClient, tag?: string) => Promise<Body>;
  /** A valid create body with `text` in the text field. */
  create: (text: string, refs: Body) => Body;
  /** A valid update body with `text` in the text field, changing every other field it can. */
  update: (text: string, refs: Body) => Body;
  /** The fields of a body that the answer repeats (all of them unless given). */
  shown?: (body: Body) => Body;
}

async function createdId(admin: FixtureClient, entity: string, body: Body, idField: string) {
  const response = await admin.post(`/api/${entity}`, body);
  if (response.status !== 200) {
    throw new Error(`Preparing ${entity}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return (response.body as Body)[idField] as number;
}

/**
 * Content modules whose calls break the generic rules, left to their own
 * test files, and why.
 */
export const notGeneric = {
  message: 'visitors create messages (rate-limited), only admins read them',
} as const satisfies Partial<Record<ContentName, string>>;

/** The registry's modules that have a fixture: all but those named in `notGeneric`. */
export type FixtureName = Exclude<ContentName, keyof typeof notGeneric>;

/**
 * The one table of per-entity test data, keyed by the entity's route name
 * (`/api/<name>`): every module of the content registry not named in
 * `notGeneric`, and the admins (built by the same factory, but no content).
 * Its type is derived from the registry, so a module registered without a
 * line here does not compile. Every other test that needs a row of "every
 * entity" takes it from here (see `createFixtureRows`).
 */
export const crudCases: Record<FixtureName | 'admin', CrudCase> = {
  admin: {
    label: 'Admin',
    idField: 'adminId',
    textField: 'username',
    hidable: false,
    create: (text) => ({ username: text, password: 'a-long-enough-password' }),
    // An empty password keeps the old one.
    update: (text) => ({ username: text, password: '', active: true }),
    shown: ({ username }) => ({ username, active: true }),
  },
  category: {
    label: 'Category',
    idField: 'categoryId',
    textField: 'name',
    hidable: false,
    create: (text) => ({ name: text }),
    update: (text) => ({ name: text }),
  },
  certification: {
    label: 'Certification',
    idField: 'certificationId',
    textField: 'name',
    hidable: false,
    create: (text) => ({ name: text, issuer: 'AWS', issuedAt: '2023-01-15' }),
    update: (text) => ({
      name: text,
      issuer: 'Google',
      issuedAt: '2022-03-01',
      expiresAt: '2025-03-01',
      certificationNumber: 'ABC-123',
      link: 'https://example.com/cert',
    }),
  },
  education: {
    label: 'Education',
    idField: 'educationId',
    textField: 'school',
    hidable: true,
    create: (text) => ({
      school: text,
      location: 'Paris',
      title: 'MSc',
      startAt: '2018-09-01',
      endAt: '2020-06-30',
      gpa: 3.5,
      hidden: false,
    }),
    update: (text) => ({
      school: text,
      location: 'Lyon',
      title: 'BSc',
      startAt: '2015-09-01',
      endAt: null,
      gpa: 4,
      hidden: false,
    }),
  },
  experience: {
    label: 'Experience',
    idField: 'experienceId',
    textField: 'company',
    hidable: true,
    create: (text) => ({
      company: text,
      title: 'Engineer',
      location: 'Remote',
      cover: '/api/media/image/cover.png',
      startAt: '2020-01-01',
      endAt: '2021-01-01',
      type: 'full_time',
      description: 'Built things',
      hidden: false,
    }),
    update: (text) => ({
      company: text,
      title: 'Lead',
      location: 'Berlin',
      cover: 'https://cdn.example.com/cover.png',
      startAt: '2021-02-01',
      endAt: null,
      type: 'freelance',
      description: 'Led things',
      hidden: false,
    }),
  },
  expertise: {
    label: 'Expertise',
    idField: 'expertiseId',
    textField: 'name',
    hidable: false,
    create: (text) => ({ name: text, icon: '/icons/web.svg', description: 'Web apps' }),
    update: (text) => ({
      name: text,
      icon: 'https://cdn.example.com/api.svg',
      description: 'APIs',
    }),
  },
  project: {
    label: 'Project',
    idField: 'projectId',
    textField: 'name',
    hidable: true,
    prepare: async (admin, tag = '') => ({
      web: await createdId(admin, 'category', { name: `Web${tag}` }, 'categoryId'),
      mobile: await createdId(admin, 'category', { name: `Mobile${tag}` }, 'categoryId'),
    }),
    create: (text, refs) => ({
      categoryId: refs.web,
      name: text,
      publishedAt: '2024-05-31',
      cover: '/api/media/image/portfolio.png',
      description: 'This very site',
      content: '# Portfolio',
      pinned: false,
      hidden: false,
    }),
    update: (text, refs) => ({
      categoryId: refs.mobile,
      name: text,
      publishedAt: '2023-01-02',
      cover: 'https://cdn.example.com/app.png',
      description: 'An app',
      content: 'Made with *care*.',
      pinned: true,
      hidden: false,
    }),
  },
  skill: {
    label: 'Skill',
    idField: 'skillId',
    textField: 'name',
    hidable: false,
    prepare: async (admin, tag = '') => ({
      languages: await createdId(admin, 'skillset', { name: `Languages${tag}` }, 'skillsetId'),
      frameworks: await createdId(admin, 'skillset', { name: `Frameworks${tag}` }, 'skillsetId'),
    }),
    create: (text, refs) => ({ skillsetId: refs.languages, name: text }),
    update: (text, refs) => ({ skillsetId: refs.frameworks, name: text, order: 0 }),
  },
  skillset: {
    label: 'Skillset',
    idField: 'skillsetId',
    textField: 'name',
    hidable: false,
    create: (text) => ({ name: text }),
    update: (text) => ({ name: text, order: 0 }),
  },
  tool: {
    label: 'Tool',
    idField: 'toolId',
    textField: 'name',
    hidable: false,
    create: (text) => ({
      name: text,
      icon: '/api/media/image/typescript.svg',
      link: 'https://www.typescriptlang.org',
    }),
    update: (text) => ({ name: text, icon: '/icons/preact.svg', link: 'https://preactjs.com' }),
  },
  ...declaredCases,
};

/** Whether a registered module has a fixture (it is not named in `notGeneric`). */
export const isFixtureName = (name: ContentName): name is FixtureName => !(name in notGeneric);

/** The registry's modules that have a fixture, in the registry's order. */
export const fixtureNames: readonly FixtureName[] = contentModules
  .map((module) => module.name)
  .filter(isFixtureName);

/**
 * Creates `texts.length` rows of one entity from its fixture (the rows they
 * refer to made once, named with `tag`), as an admin would, and answers them.
 */
export async function createFixtureRows(
  admin: FixtureClient,
  name: FixtureName | 'admin',
  texts: readonly string[],
  tag = '',
): Promise<Body[]> {
  const fixture = crudCases[name];
  const refs = fixture.prepare ? await fixture.prepare(admin, tag) : {};
  const rows: Body[] = [];
  for (const text of texts) {
    const response = await admin.post(`/api/${name}`, fixture.create(text, refs));
    if (response.status !== 200) {
      throw new Error(`Creating ${name}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    rows.push(response.body as Body);
  }
  return rows;
}
