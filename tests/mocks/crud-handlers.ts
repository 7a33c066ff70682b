import { HttpResponse, http, type JsonBodyType } from 'msw';
import { envelope, unauthorized, listParams, issuesOf } from './http-helpers';
import type { z } from 'zod';
import { type Admin, adminCreateSchema, adminUpdateSchema } from '../../src/shared/admin';
import { type Certification, certificationInputSchema } from '../../src/shared/certification';
import { type Education, educationInputSchema } from '../../src/shared/education';
import { ErrorCode, type FieldError } from '../../src/shared/errors';
import { type Expertise, expertiseInputSchema } from '../../src/shared/expertise';
import { type Skill, skillCreateSchema, skillUpdateSchema } from '../../src/shared/skill';
import {
  type Skillset,
  skillsetCreateSchema,
  skillsetUpdateSchema,
} from '../../src/shared/skillset';
import { type Tool, toolInputSchema } from '../../src/shared/tool';
import {
  type Variable,
  variableCreateSchema,
  variableUpdateSchema,
  variableValueProblem,
} from '../../src/shared/variable';
import { listPage, mockDb } from './mock-db';

/**
 * MSW handlers for the simple entity pages: tools, certifications, education,
 * expertise, skillsets, skills, admins and variables, on the spec's REST
 * paths. Writes are checked with the same shared schemas the real server
 * applies and answer its envelopes (1002/1003 with field errors, 409 for a
 * taken name or key, 404); skills name their skillset, admins never return a
 * password, variables are addressed by key. Sign-in comes from `mockDb`.
 *
 * `crudDb` is not part of `mockDb`'s reset: tests using it call
 * `crudDb.reset()` in a beforeEach, and `server.use(...crudHandlers)` there
 * too so these answer even where another area registered the same paths.
 */

type Row = object;

/** An in-memory table keyed by one field; numeric ids are handed out 1, 2, 3… */
export class MemoryStore<T extends Row> {
  private rows: T[] = [];
  private nextId = 1;

  constructor(
    private readonly idKey: keyof T & string,
    /** The fields a seeded row gets unless given; `n` counts the rows seeded. */
    private readonly defaults: (n: number) => Omit<T, typeof idKey>,
  ) {}

  all(): T[] {
    return [...this.rows];
  }

  /** By id (or key): path parameters arrive as text, so ids compare as text. */
  find(id: string | number): T | undefined {
    return this.rows.find((row) => String(row[this.idKey]) === String(id));
  }

  /** Adds a row; the id is the next number unless the fields carry one (a variable's key). */
  insert(fields: Partial<T>): T {
    const id = this.idKey in fields ? fields[this.idKey] : this.nextId++;
    const row = { ...fields, [this.idKey]: id } as T;
    this.rows.push(row);
    return row;
  }

  /** Adds rows with plain values for every field not given. */
  seed(...rows: Partial<T>[]): T[] {
    return rows.map((fields) =>
      this.insert({ ...this.defaults(this.rows.length + 1), ...fields } as Partial<T>),
    );
  }

  remove(id: string | number): T | undefined {
    const row = this.find(id);
    if (row) this.rows = this.rows.filter((other) => other !== row);
    return row;
  }
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function freshDb() {
  return {
    tools: new MemoryStore<Tool>('toolId', (n) => ({
      name: `Tool ${n}`,
      icon: `/api/media/image/tool-${n}.svg`,
      link: `https://example.com/tool-${n}`,
    })),
    certifications: new MemoryStore<Certification>('certificationId', (n) => ({
      name: `Certification ${n}`,
      issuer: 'Issuer',
      issuedAt: '2024-01-15',
      expiresAt: null,
      certificationNumber: null,
      link: null,
    })),
    education: new MemoryStore<Education>('educationId', (n) => ({
      school: `School ${n}`,
      location: 'Berlin',
      title: 'BSc',
      startAt: '2018-10-01',
      endAt: null,
      gpa: 0,
      hidden: false,
    })),
    expertise: new MemoryStore<Expertise>('expertiseId', (n) => ({
      icon: `/api/media/image/expertise-${n}.svg`,
      name: `Expertise ${n}`,
      description: 'What I do',
    })),
    skillsets: new MemoryStore<Skillset>('skillsetId', (n) => ({
      name: `Skillset ${n}`,
      order: n,
    })),
    skills: new MemoryStore<Skill>('skillId', (n) => ({
      skillsetId: 0,
      skillset: { skillsetId: 0, name: '' },
      name: `Skill ${n}`,
      order: n,
    })),
    admins: new MemoryStore<Admin>('adminId', (n) => ({ username: `admin${n}`, active: true })),
    variables: new MemoryStore<Variable>('key', (n) => ({
      key: `key_${n}`,
      value: `value ${n}`,
      type: 'string',
      private: false,
    })),
    /** Admins' passwords by adminId: written, never read back. */
    passwords: new Map<number, string>(),
    /** The bodies of every write, in order, as sent. */
    writes: [] as { method: string; path: string; body: unknown }[],
  };
}

type CrudDb = ReturnType<typeof freshDb>;

/** The mock backend's rows for these entities, fresh per test via reset(). */
export const crudDb = {
  ...freshDb(),

  reset(): void {
    Object.assign(this, freshDb());
  },

  /** Adds a skill to a skillset, naming it as the server does. */
  seedSkill(name: string, skillset: Skillset, order?: number): Skill {
    const [skill] = this.skills.seed({
      name,
      skillsetId: skillset.skillsetId,
      skillset: { skillsetId: skillset.skillsetId, name: skillset.name },
      ...(order === undefined ? {} : { order }),
    });
    return skill as Skill;
  },

  /** Adds an admin with a password. */
  seedAdmin(username: string, password = 'password123', active = true): Admin {
    const [admin] = this.admins.seed({ username, active });
    this.passwords.set((admin as Admin).adminId, password);
    return admin as Admin;
  },

  /** Adds tools by name, with an icon and link made from the name. */
  seedTools(...names: string[]): Tool[] {
    return this.tools.seed(
      ...names.map((name) => ({
        name,
        icon: `/api/media/image/${slug(name)}.svg`,
        link: `https://example.com/${slug(name)}`,
      })),
    );
  },

  /** The body of the last write sent, e.g. to check what an update left out. */
  lastWrite(): { method: string; path: string; body: unknown } | undefined {
    return this.writes.at(-1);
  },
};

async function recordBody(request: Request): Promise<unknown> {
  const body: unknown = await request.json().catch(() => ({}));
  crudDb.writes.push({ method: request.method, path: new URL(request.url).pathname, body });
  return body;
}

/** A write the server refuses: the status and the field errors it names. */
interface Refusal {
  httpStatus: number;
  errors: FieldError[];
  reason?: string;
}

const refuse = (httpStatus: number, errors: FieldError[], reason?: string): Refusal => ({
  httpStatus,
  errors,
  ...(reason ? { reason } : {}),
});

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'httpStatus' in value && 'errors' in value;

interface EntityMock<T extends Row, TCreate, TUpdate> {
  /** The path segment: `tool` serves `/api/tool`. */
  path: string;
  /** 'Tool' in 'Failed to create Tool'. */
  label: string;
  /** Path parameter name: `id`, or `key` for variables. */
  param: string;
  store: (db: CrudDb) => MemoryStore<T>;
  textFields: (keyof T)[];
  /** Visitors may list and read; writes always need an admin. */
  publicRead: boolean;
  createSchema: z.ZodType<TCreate>;
  updateSchema: z.ZodType<TUpdate>;
  /** The new row's fields, or why the server refuses them. */
  create: (input: TCreate) => Partial<T> | Refusal;
  /** The changed fields of `row`, or why the server refuses them. */
  update: (row: T, input: TUpdate) => Partial<T> | Refusal;
  /** Keeps what the row does not hold, e.g. an admin's password. */
  afterCreate?: (row: T, input: TCreate) => void;
  /** Why a delete is refused (409/1004), if it is. */
  deleteRefusal?: (row: T) => string | null;
  /** What the API returns for a row (admins without passwords). */
  toJson?: (row: T) => object;
}

/** The five calls of one entity, answered like the real server. */
function entityHandlers<T extends Row, TCreate, TUpdate>(mock: EntityMock<T, TCreate, TUpdate>) {
  const base = `*/api/${mock.path}`;
  const item = `${base}/:${mock.param}`;
  const json = (row: T) => (mock.toJson ? mock.toJson(row) : row) as JsonBodyType;
  const notFound = () => envelope(404, 404, `${mock.label} not found`);
  const idOf = (params: Record<string, unknown>) => String(params[mock.param]);

  const failure = (statusCode: number, verb: string, refusal: Refusal) =>
    envelope(
      refusal.httpStatus,
      statusCode,
      `Failed to ${verb} ${mock.label}${refusal.reason ? `: ${refusal.reason}` : ''}`,
      refusal.errors,
    );

  return [
    http.get(base, ({ request }) => {
      if (!mock.publicRead && !mockDb.signedIn) return unauthorized();
      const page = listPage(mock.store(crudDb).all(), listParams(request), mock.textFields);
      return HttpResponse.json({ ...page, items: page.items.map(json) });
    }),

    http.get(item, ({ params }) => {
      // `/api/variable/environment` is another call: leave it to its own handler.
      if (mock.param === 'key' && params.key === 'environment') return undefined;
      if (!mock.publicRead && !mockDb.signedIn) return unauthorized();
      const row = mock.store(crudDb).find(idOf(params));
      return row ? HttpResponse.json(json(row)) : notFound();
    }),

    http.post(base, async ({ request }) => {
      if (!mockDb.signedIn) return unauthorized();
      const parsed = mock.createSchema.safeParse(await recordBody(request));
      if (!parsed.success) {
        return failure(ErrorCode.createFailed, 'create', refuse(400, issuesOf(parsed.error)));
      }
      const fields = mock.create(parsed.data);
      if (isRefusal(fields)) return failure(ErrorCode.createFailed, 'create', fields);
      const row = mock.store(crudDb).insert(fields);
      mock.afterCreate?.(row, parsed.data);
      return HttpResponse.json(json(row), { status: 201 });
    }),

    http.put(item, async ({ params, request }) => {
      if (!mockDb.signedIn) return unauthorized();
      const row = mock.store(crudDb).find(idOf(params));
      if (!row) return notFound();
      const parsed = mock.updateSchema.safeParse(await recordBody(request));
      if (!parsed.success) {
        return failure(ErrorCode.updateFailed, 'update', refuse(400, issuesOf(parsed.error)));
      }
      const fields = mock.update(row, parsed.data);
      if (isRefusal(fields)) return failure(ErrorCode.updateFailed, 'update', fields);
      Object.assign(row, fields);
      return HttpResponse.json(json(row));
    }),

    http.delete(item, ({ params }) => {
      if (!mockDb.signedIn) return unauthorized();
      const row = mock.store(crudDb).find(idOf(params));
      if (!row) return notFound();
      const reason = mock.deleteRefusal?.(row);
      if (reason) {
        return envelope(409, ErrorCode.deleteFailed, `Failed to delete ${mock.label}: ${reason}`);
      }
      mock.store(crudDb).remove(idOf(params));
      return HttpResponse.json(json(row));
    }),
  ];
}

/** Names are unique regardless of case (decision 0003): a 409 on the name field. */
function nameTaken<T extends Row & { name: string }>(
  rows: T[],
  name: string,
  except?: T,
): Refusal | null {
  const taken = rows.some((row) => row !== except && row.name.toLowerCase() === name.toLowerCase());
  return taken
    ? refuse(409, [{ path: 'name', message: 'Name is already used' }], 'the name is already used')
    : null;
}

const toolHandlers = entityHandlers({
  path: 'tool',
  label: 'Tool',
  param: 'id',
  store: (db) => db.tools,
  textFields: ['name', 'link'],
  publicRead: true,
  createSchema: toolInputSchema,
  updateSchema: toolInputSchema,
  create: (input) => nameTaken(crudDb.tools.all(), input.name) ?? input,
  update: (row, input) => nameTaken(crudDb.tools.all(), input.name, row) ?? input,
});

const certificationHandlers = entityHandlers({
  path: 'certification',
  label: 'Certification',
  param: 'id',
  store: (db) => db.certifications,
  textFields: ['name', 'issuer'],
  publicRead: true,
  createSchema: certificationInputSchema,
  updateSchema: certificationInputSchema,
  create: (input) => input,
  update: (_row, input) => input,
});

const educationHandlers = entityHandlers({
  path: 'education',
  label: 'Education',
  param: 'id',
  store: (db) => db.education,
  textFields: ['school', 'location', 'title'],
  publicRead: true,
  createSchema: educationInputSchema,
  updateSchema: educationInputSchema,
  create: (input) => input,
  update: (_row, input) => input,
});

const expertiseHandlers = entityHandlers({
  path: 'expertise',
  label: 'Expertise',
  param: 'id',
  store: (db) => db.expertise,
  textFields: ['name'],
  publicRead: true,
  createSchema: expertiseInputSchema,
  updateSchema: expertiseInputSchema,
  create: (input) => input,
  update: (_row, input) => input,
});

/** Decision 0012: a new skillset or skill goes to the end (last order + 1). */
const nextOrder = (rows: { order: number }[]) =>
  rows.reduce((last, row) => Math.max(last, row.order), 0) + 1;

const skillsetHandlers = entityHandlers({
  path: 'skillset',
  label: 'Skillset',
  param: 'id',
  store: (db) => db.skillsets,
  textFields: ['name'],
  publicRead: true,
  createSchema: skillsetCreateSchema,
  updateSchema: skillsetUpdateSchema,
  create: (input) =>
    nameTaken(crudDb.skillsets.all(), input.name) ?? {
      name: input.name,
      order: nextOrder(crudDb.skillsets.all()),
    },
  update: (row, input) => nameTaken(crudDb.skillsets.all(), input.name, row) ?? input,
  deleteRefusal: (row) =>
    crudDb.skills.all().some((skill) => skill.skillsetId === row.skillsetId)
      ? 'it still has skills'
      : null,
});

function skillsetOf(skillsetId: number): Skill['skillset'] | Refusal {
  const skillset = crudDb.skillsets.find(skillsetId);
  if (!skillset) return refuse(400, [{ path: 'skillsetId', message: 'Skillset does not exist' }]);
  return { skillsetId: skillset.skillsetId, name: skillset.name };
}

const skillHandlers = entityHandlers({
  path: 'skill',
  label: 'Skill',
  param: 'id',
  store: (db) => db.skills,
  textFields: ['name'],
  publicRead: true,
  createSchema: skillCreateSchema,
  updateSchema: skillUpdateSchema,
  create: (input) => {
    const skillset = skillsetOf(input.skillsetId);
    if (isRefusal(skillset)) return skillset;
    const siblings = crudDb.skills.all().filter((skill) => skill.skillsetId === input.skillsetId);
    return { skillsetId: input.skillsetId, skillset, name: input.name, order: nextOrder(siblings) };
  },
  update: (_row, input) => {
    const skillset = skillsetOf(input.skillsetId);
    if (isRefusal(skillset)) return skillset;
    return { skillsetId: input.skillsetId, skillset, name: input.name, order: input.order };
  },
});

function usernameTaken(username: string, except?: Admin): Refusal | null {
  const taken = crudDb.admins
    .all()
    .some((row) => row !== except && row.username.toLowerCase() === username.toLowerCase());
  return taken
    ? refuse(
        409,
        [{ path: 'username', message: 'Username is already used' }],
        'the username is already used',
      )
    : null;
}

const adminHandlers = entityHandlers({
  path: 'admin',
  label: 'Admin',
  param: 'id',
  store: (db) => db.admins,
  textFields: ['username'],
  publicRead: false,
  createSchema: adminCreateSchema,
  updateSchema: adminUpdateSchema,
  create: (input) => {
    const taken = usernameTaken(input.username);
    if (taken) return taken;
    // Decision 0012: a new admin is always active.
    return { username: input.username, active: true };
  },
  update: (row, input) => {
    const taken = usernameTaken(input.username, row);
    if (taken) return taken;
    // Decision 0012: an empty or missing password keeps the old one.
    if (input.password) crudDb.passwords.set(row.adminId, input.password);
    return { username: input.username, active: input.active };
  },
  afterCreate: (row, input) => crudDb.passwords.set(row.adminId, input.password),
  toJson: ({ adminId, username, active }) => ({ adminId, username, active }),
});

const variableHandlers = entityHandlers({
  path: 'variable',
  label: 'Variable',
  param: 'key',
  store: (db) => db.variables,
  textFields: ['key', 'value'],
  publicRead: false,
  createSchema: variableCreateSchema,
  updateSchema: variableUpdateSchema,
  create: (input) =>
    crudDb.variables.find(input.key)
      ? refuse(409, [{ path: 'key', message: 'Key is already used' }], 'the key is already used')
      : input,
  update: (row, input) => {
    // Decision 0011: an omitted type or private flag keeps the stored one.
    const type = input.type ?? row.type;
    const problem = variableValueProblem(type, input.value);
    if (problem) return refuse(400, [{ path: 'value', message: problem }]);
    return { value: input.value, type, private: input.private ?? row.private };
  },
});

export const crudHandlers = [
  ...toolHandlers,
  ...certificationHandlers,
  ...educationHandlers,
  ...expertiseHandlers,
  ...skillsetHandlers,
  ...skillHandlers,
  ...adminHandlers,
  ...variableHandlers,
];
