import type { z } from 'zod';
import { adminCreateSchema, adminSortFields, adminUpdateSchema } from '../../src/shared/admin';
import { categoryInputSchema, categorySortFields } from '../../src/shared/category';
import { certificationInputSchema, certificationSortFields } from '../../src/shared/certification';
import { educationInputSchema, educationSortFields } from '../../src/shared/education';
import type { FieldError } from '../../src/shared/errors';
import { experienceInputSchema, experienceSortFields } from '../../src/shared/experience';
import { expertiseInputSchema, expertiseSortFields } from '../../src/shared/expertise';
import type { SortOrder } from '../../src/shared/list';
import { projectInputSchema, projectSortFields } from '../../src/shared/project';
import { skillCreateSchema, skillSortFields, skillUpdateSchema } from '../../src/shared/skill';
import {
  skillsetCreateSchema,
  skillsetSortFields,
  skillsetUpdateSchema,
} from '../../src/shared/skillset';
import { toolInputSchema, toolSortFields } from '../../src/shared/tool';
import {
  variableCreateSchema,
  variableSortFields,
  variableUpdateSchema,
  variableValueProblem,
} from '../../src/shared/variable';
import { declaredRules } from './declared-rules';
import type { MemoryTable } from './memory-table';
import type { CrudName, Row } from './typed-http';

/**
 * What the generic in-memory CRUD cannot read from openapi.json: the shared
 * input schemas (so inputs are checked by the same rules, with the same
 * messages, as on the server), the fields `filter` searches and the default
 * order, plain values for seeded rows, and the few rules an entity has of
 * its own (relations, uniqueness, refusals). Everything else (paths, id
 * parameter, label, hidden rows) comes from the document.
 *
 * The map is typed over every entity the document serves with the five
 * calls, so a new entity in the document does not compile until it has a
 * line here.
 */

/** The tables the rules look things up in. */
export type Tables = { [N in MockedCrudName]: MemoryTable<Row<N>> } & {
  /** Admins' passwords by adminId: written, never answered. */
  passwords: Map<number, string>;
};

/** A write the server refuses: the HTTP status, the reason after the message, the fields. */
export interface Refusal {
  httpStatus: 400 | 409;
  errors?: FieldError[];
  reason?: string;
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'httpStatus' in value;

type Fields<N extends MockedCrudName> = Partial<Row<N>>;

export interface CrudRules<N extends MockedCrudName, TCreate = unknown, TUpdate = unknown> {
  create: z.ZodType<TCreate>;
  update: z.ZodType<TUpdate>;
  sortFields: readonly string[];
  /** The fields `filter` searches, case-insensitively, as a substring. */
  textFields: readonly (keyof Row<N> & string)[];
  defaultSort: SortOrder;
  /** Reads need a signed-in admin too (they are public otherwise). */
  adminOnlyReads?: true;
  sample: (n: number, given: Fields<N>) => Fields<N>;
  /** The stored fields for a valid input, or why the server refuses it. */
  toFields?: (input: TCreate, tables: Tables) => Fields<N> | Refusal;
  toUpdatedFields?: (row: Row<N>, input: TUpdate, tables: Tables) => Fields<N> | Refusal;
  /** Keeps what the row does not hold, e.g. an admin's password. */
  afterCreate?: (row: Row<N>, input: TCreate, tables: Tables) => void;
  /** Keeps copies of the row in other rows current (a renamed skillset in its skills). */
  afterUpdate?: (row: Row<N>, tables: Tables) => void;
  /** Why a delete is refused with 409, if it is. */
  deleteRefusal?: (row: Row<N>, tables: Tables) => string | null;
  /** A field unique regardless of case: 409 on it, with this reason. */
  unique?: { field: keyof Row<N> & string; message: string; reason: string };
}

/**
 * Entities whose calls the mocks answer by hand (messages: public create,
 * mark read) rather than with the generic CRUD.
 */
export type OwnHandlers = 'message';
export type MockedCrudName = Exclude<CrudName, OwnHandlers>;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A new skillset or skill goes to the end: the last order + 1. */
const nextOrder = (rows: { order: number }[]) =>
  rows.reduce((last, row) => Math.max(last, row.order), 0) + 1;

/** The tools behind ids, sorted by name, or one error per unknown id, as the server answers. */
function toolsOf(ids: number[], tables: Tables): Row<'tool'>[] | Refusal {
  const tools: Row<'tool'>[] = [];
  const errors: FieldError[] = [];
  for (const id of new Set(ids)) {
    const tool = tables.tool.find(id);
    if (tool) tools.push(tool);
    else errors.push({ path: 'tools', message: `Tool ${id} does not exist` });
  }
  if (errors.length > 0) return { httpStatus: 400, errors };
  return tools.sort((a, b) => a.name.localeCompare(b.name));
}

function skillsetOf(skillsetId: number, tables: Tables): Row<'skill'>['skillset'] | Refusal {
  const skillset = tables.skillset.find(skillsetId);
  if (!skillset) {
    return {
      httpStatus: 400,
      errors: [{ path: 'skillsetId', message: 'Skillset does not exist' }],
    };
  }
  return { skillsetId: skillset.skillsetId, name: skillset.name };
}

type ProjectInput = z.output<typeof projectInputSchema>;

function projectFields(input: ProjectInput, tables: Tables): Fields<'project'> | Refusal {
  const category = tables.category.find(input.categoryId);
  const tools = toolsOf(input.tools, tables);
  const errors: FieldError[] = [
    ...(category ? [] : [{ path: 'categoryId', message: 'Category does not exist' }]),
    ...(isRefusal(tools) ? (tools.errors ?? []) : []),
  ];
  if (!category || isRefusal(tools)) return { httpStatus: 400, errors };
  const { tools: _ids, ...scalars } = input;
  return { ...scalars, category: { categoryId: category.categoryId, name: category.name }, tools };
}

type ExperienceInput = z.output<typeof experienceInputSchema>;

function experienceFields(input: ExperienceInput, tables: Tables): Fields<'experience'> | Refusal {
  const tools = toolsOf(input.tools, tables);
  if (isRefusal(tools)) return tools;
  const { tools: _ids, ...scalars } = input;
  return { ...scalars, endAt: scalars.endAt ?? null, tools };
}

/** Builds one entry, so each entity's input types flow into its hooks. */
const rules = <N extends MockedCrudName, TCreate, TUpdate>(
  entry: CrudRules<N, TCreate, TUpdate>,
): CrudRules<N, TCreate, TUpdate> => entry;

/** Each entry's input types are its own; the map only needs to know it has one per entity. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyInputRules<N extends MockedCrudName> = CrudRules<N, any, any>;

export const crudRules: { [N in MockedCrudName]: AnyInputRules<N> } = {
  admin: rules({
    create: adminCreateSchema,
    update: adminUpdateSchema,
    sortFields: adminSortFields,
    textFields: ['username'],
    defaultSort: [['adminId', 'asc']],
    adminOnlyReads: true,
    sample: (n) => ({ username: `admin${n}`, active: true }),
    // A new admin is always active; the password is kept aside (never answered).
    toFields: (input) => ({ username: input.username, active: true }),
    afterCreate: (row, input, tables) => tables.passwords.set(row.adminId, input.password),
    toUpdatedFields: (row, input, tables) => {
      // An empty or missing password keeps the old one.
      if (input.password) tables.passwords.set(row.adminId, input.password);
      return { username: input.username, active: input.active };
    },
    unique: {
      field: 'username',
      message: 'Username is already used',
      reason: 'the username is already used',
    },
  }),
  category: rules({
    create: categoryInputSchema,
    update: categoryInputSchema,
    sortFields: categorySortFields,
    textFields: ['name'],
    defaultSort: [['categoryId', 'asc']],
    sample: (n) => ({ name: `Category ${n}` }),
    afterUpdate: (row, tables) => {
      for (const project of tables.project.all()) {
        if (project.categoryId === row.categoryId) {
          project.category = { categoryId: row.categoryId, name: row.name };
        }
      }
    },
    // Names are unique regardless of case: "Web" and "web" would confuse visitors.
    unique: { field: 'name', message: 'Name is already used', reason: 'the name is already used' },
    deleteRefusal: (row, tables) =>
      tables.project.all().some((project) => project.categoryId === row.categoryId)
        ? 'projects still use it'
        : null,
  }),
  certification: rules({
    create: certificationInputSchema,
    update: certificationInputSchema,
    sortFields: certificationSortFields,
    textFields: ['name', 'issuer', 'certificationNumber'],
    defaultSort: [['certificationId', 'asc']],
    sample: (n) => ({
      name: `Certification ${n}`,
      issuer: 'Issuer',
      issuedAt: '2024-01-15',
      expiresAt: null,
      certificationNumber: null,
      link: null,
    }),
  }),
  education: rules({
    create: educationInputSchema,
    update: educationInputSchema,
    sortFields: educationSortFields,
    textFields: ['school', 'location', 'title'],
    defaultSort: [['educationId', 'asc']],
    sample: (n) => ({
      school: `School ${n}`,
      location: 'Berlin',
      title: 'BSc',
      startAt: '2018-10-01',
      endAt: null,
      gpa: 0,
      hidden: false,
    }),
  }),
  experience: rules({
    create: experienceInputSchema,
    update: experienceInputSchema,
    sortFields: experienceSortFields,
    textFields: ['company', 'title', 'location'],
    defaultSort: [['startAt', 'desc']],
    sample: () => ({
      company: 'Acme',
      title: 'Developer',
      location: 'Berlin',
      cover: '/api/media/image/acme.png',
      startAt: '2022-01-01',
      endAt: null,
      type: 'full_time',
      description: '',
      hidden: false,
      tools: [],
    }),
    toFields: experienceFields,
    toUpdatedFields: (_row, input, tables) => experienceFields(input, tables),
  }),
  expertise: rules({
    create: expertiseInputSchema,
    update: expertiseInputSchema,
    sortFields: expertiseSortFields,
    textFields: ['name', 'description'],
    defaultSort: [['expertiseId', 'asc']],
    sample: (n) => ({
      icon: `/api/media/image/expertise-${n}.svg`,
      name: `Expertise ${n}`,
      description: 'What I do',
    }),
  }),
  project: rules({
    create: projectInputSchema,
    update: projectInputSchema,
    sortFields: projectSortFields,
    textFields: ['name', 'description'],
    defaultSort: [
      ['pinned', 'desc'],
      ['publishedAt', 'desc'],
    ],
    sample: (_n, given) => {
      const category = given.category ?? { categoryId: 1, name: 'Web' };
      return {
        name: 'Portfolio',
        publishedAt: '2024-01-01',
        cover: '/api/media/image/portfolio.png',
        description: 'A portfolio site',
        content: '# Portfolio',
        pinned: false,
        hidden: false,
        tools: [],
        category,
        categoryId: category.categoryId,
      };
    },
    toFields: projectFields,
    toUpdatedFields: (_row, input, tables) => projectFields(input, tables),
  }),
  skill: rules({
    create: skillCreateSchema,
    update: skillUpdateSchema,
    sortFields: skillSortFields,
    textFields: ['name'],
    defaultSort: [['order', 'asc']],
    sample: (n, given) => ({
      skillsetId: given.skillset?.skillsetId ?? 0,
      skillset: { skillsetId: 0, name: '' },
      name: `Skill ${n}`,
      order: n,
    }),
    toFields: (input, tables) => {
      const skillset = skillsetOf(input.skillsetId, tables);
      if (isRefusal(skillset)) return skillset;
      const siblings = tables.skill.all().filter((skill) => skill.skillsetId === input.skillsetId);
      return {
        skillsetId: input.skillsetId,
        skillset,
        name: input.name,
        order: nextOrder(siblings),
      };
    },
    toUpdatedFields: (row, input, tables) => {
      const skillset = skillsetOf(input.skillsetId, tables);
      if (isRefusal(skillset)) return skillset;
      // Without an order the skill keeps its place.
      const order = input.order ?? row.order;
      return { skillsetId: input.skillsetId, skillset, name: input.name, order };
    },
  }),
  skillset: rules({
    create: skillsetCreateSchema,
    update: skillsetUpdateSchema,
    sortFields: skillsetSortFields,
    textFields: ['name'],
    defaultSort: [['order', 'asc']],
    sample: (n) => ({ name: `Skillset ${n}`, order: n }),
    toFields: (input, tables) => ({ name: input.name, order: nextOrder(tables.skillset.all()) }),
    afterUpdate: (row, tables) => {
      for (const skill of tables.skill.all()) {
        if (skill.skillsetId === row.skillsetId) {
          skill.skillset = { skillsetId: row.skillsetId, name: row.name };
        }
      }
    },
    deleteRefusal: (row, tables) =>
      tables.skill.all().some((skill) => skill.skillsetId === row.skillsetId)
        ? 'it still has skills'
        : null,
  }),
  tool: rules({
    create: toolInputSchema,
    update: toolInputSchema,
    sortFields: toolSortFields,
    textFields: ['name', 'link'],
    defaultSort: [['toolId', 'asc']],
    sample: (n, given) => {
      const name = given.name ?? `Tool ${n}`;
      return {
        name,
        icon: `/api/media/image/${slug(name)}.svg`,
        link: `https://example.com/${slug(name)}`,
      };
    },
  }),
  variable: rules({
    create: variableCreateSchema,
    update: variableUpdateSchema,
    sortFields: variableSortFields,
    textFields: ['key', 'value'],
    defaultSort: [['key', 'asc']],
    adminOnlyReads: true,
    sample: (n) => ({ key: `key_${n}`, value: `value ${n}`, type: 'string', private: false }),
    unique: { field: 'key', message: 'Key is already used', reason: 'the key is already used' },
    toUpdatedFields: (row, input) => {
      // An omitted type or private flag keeps the stored one.
      const type = input.type ?? row.type;
      const problem = variableValueProblem(type, input.value);
      if (problem) return { httpStatus: 400, errors: [{ path: 'value', message: problem }] };
      return { value: input.value, type, private: input.private ?? row.private };
    },
  }),
  ...declaredRules,
};
