import { defineEntity, type EntitySchema } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { z } from 'zod';
import type { FieldSpec } from '../../../shared/content/content-fields';
import type {
  ContentInput,
  ContentItem,
  DeclaredContent,
} from '../../../shared/content/define-content';
import { type ListRequest, listPage } from '../../db/list';
import { timestampProperties } from '../../db/timestamps';
import { type CrudDefinition, type CrudService, crudRouter } from '../../trpc/crud';
import type { Context } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { defineContentModule, exportSection, resumeSection } from './content-module';
import { escapeHtml, isWebUrl, monthYear, period } from './cv-fields';
import { declaredImport } from './declared-import';
import { listAll } from './list-all';
import { resumeDate, webUrl } from './resume-fields';

type Row = Record<string, unknown>;

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The table of a declared entity: its id, one column per field, and the two timestamps. */
export function declaredEntity(content: DeclaredContent): EntitySchema<Row> {
  return defineEntity({
    name: pascal(content.name),
    tableName: content.name,
    properties: (p) => ({
      [content.idField]: p.integer().primary().autoincrement(),
      ...Object.fromEntries(
        Object.entries(content.fields).map(([key, field]) => [key, column(p, field)]),
      ),
      ...timestampProperties(p),
    }),
  }) as unknown as EntitySchema<Row>;
}

// Each kind keeps its value as it travels: texts with their limit, dates as
// `yyyy-mm-dd` text (which sorts as dates), lists as JSON.
function column(p: typeof defineEntity.properties, field: FieldSpec) {
  switch (field.kind) {
    case 'text':
    case 'url': {
      const text = p.string().length(field.max ?? 255);
      return field.required ? text : text.nullable();
    }
    case 'longText':
      return p.text().nullable();
    case 'date': {
      const day = p.string().length(10);
      return field.required ? day : day.nullable();
    }
    case 'list':
      // JSON kept as text on both databases, so a copy from one to the other
      // (and its checksum) sees the same value; PostgreSQL's jsonb would
      // rewrite it.
      return p.json<string[]>().columnType('text');
    case 'flag':
      return p.boolean().default(field.default ?? false);
  }
}

/** The answer for one row: every field (empty optional ones as null) and ISO timestamps. */
function toItem(content: DeclaredContent, row: Row): Row {
  const fields = Object.entries(content.fields).map(([key, field]) => {
    const value = row[key];
    if (field.kind === 'list') return [key, Array.isArray(value) ? value : []];
    if (field.kind === 'flag') return [key, Boolean(value)];
    return [key, value ?? null];
  });
  return {
    [content.idField]: row[content.idField],
    ...Object.fromEntries(fields),
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
  };
}

const hides = (content: DeclaredContent) => content.fields.hidden?.kind === 'flag';

/** List, get, create, update and delete; visitors never see hidden rows (left out, 404 by id). */
export function declaredService(content: DeclaredContent, entity: EntitySchema<Row>) {
  const textFields = Object.entries(content.fields)
    .filter(([, field]) => field.search)
    .map(([key]) => key);
  const fieldNames = Object.keys(content.fields);
  const columnsOf = (input: Row) => Object.fromEntries(fieldNames.map((key) => [key, input[key]]));

  return (em: EntityManager, isAdmin: () => Promise<boolean>): CrudService<Row, Row, Row> => {
    const visible = async (): Promise<Row> =>
      hides(content) && !(await isAdmin()) ? { hidden: false } : {};
    async function find(id: number): Promise<Row> {
      const row = await em.findOne(entity, { [content.idField]: id, ...(await visible()) });
      if (!row) throw AppError.notFound(content.label);
      return row;
    }
    return {
      list: async (request: ListRequest) =>
        listPage(
          em,
          {
            entity,
            textFields,
            sortFields: content.schemas.sortFields,
            defaultSort: [[content.idField, 'asc']],
            where: await visible(),
          },
          request,
          (row) => toItem(content, row),
        ),
      get: async (id) => toItem(content, await find(id)),
      async create(input) {
        const row = em.create(entity, columnsOf(input));
        await em.flush();
        return toItem(content, row);
      },
      async update(id, input) {
        const row = await find(id);
        em.assign(row, columnsOf(input));
        await em.flush();
        return toItem(content, row);
      },
      async delete(id) {
        const row = await find(id);
        const item = toItem(content, row);
        await em.remove(row).flush();
        return item;
      },
    };
  };
}

/** Newest first by the row's (first) date, undated rows last, then the newest row; else as entered. */
function cvOrder(content: DeclaredContent) {
  const layout = content.cv;
  const dateField = layout?.date ?? layout?.dates?.[0];
  const id = content.idField;
  return (a: Row, b: Row) => {
    const byDate = dateField
      ? String(b[dateField] ?? '').localeCompare(String(a[dateField] ?? ''))
      : 0;
    return byDate || (dateField ? Number(b[id]) - Number(a[id]) : Number(a[id]) - Number(b[id]));
  };
}

const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** One CV entry: heading (linked when the link is a web address), dates, details, text, bullets. */
function cvEntry(content: DeclaredContent, row: Row): string {
  const layout = content.cv;
  if (!layout) return '';
  const title = escapeHtml(String(row[layout.heading] ?? ''));
  const link = layout.link ? row[layout.link] : null;
  const heading =
    filled(link) && isWebUrl(link) ? `<a href="${escapeHtml(link)}">${title}</a>` : title;
  const when = layout.dates
    ? period(String(row[layout.dates[0]]), (row[layout.dates[1]] as string | null) ?? null)
    : layout.date && filled(row[layout.date])
      ? escapeHtml(monthYear(row[layout.date] as string))
      : '';
  const details = (layout.detail ?? []).map((key) => row[key]).filter(filled);
  const detail = details.length
    ? `<p class="detail">${details.map(escapeHtml).join(' · ')}</p>`
    : '';
  const text = layout.description ? row[layout.description] : null;
  const description = filled(text) ? `<p class="description">${escapeHtml(text)}</p>` : '';
  const bullets = layout.bullets ? ((row[layout.bullets] as string[] | undefined) ?? []) : [];
  const list = bullets.length
    ? `<ul>${bullets.map((bullet) => `<li>${escapeHtml(bullet)}</li>`).join('')}</ul>`
    : '';
  return `<div class="entry"><div class="entry-head"><h3>${heading}</h3><span class="meta">${when}</span></div>${detail}${description}${list}</div>`;
}

/** The JSON Resume item of one row: only values JSON Resume's schema accepts travel. */
function resumeItem(content: DeclaredContent, row: Row): Row {
  const mapping = content.resume?.fields ?? {};
  const entries = Object.entries(mapping).flatMap(([property, key]) => {
    const field = content.fields[key];
    const value = row[key];
    if (!field) return [];
    if (field.kind === 'date') return resumeDate(value as string | null) ? [[property, value]] : [];
    if (field.kind === 'url')
      return webUrl(value as string | null) ? [[property, webUrl(value as string)]] : [];
    if (field.kind === 'list')
      return Array.isArray(value) && value.length ? [[property, value]] : [];
    return filled(value) ? [[property, value]] : [];
  });
  return Object.fromEntries(entries);
}

function resumeItemSchema(content: DeclaredContent) {
  const mapping = content.resume?.fields ?? {};
  return z.object(
    Object.fromEntries(
      Object.entries(mapping).map(([property, key]) => {
        const kind = content.fields[key]?.kind;
        const schema =
          kind === 'list'
            ? z.array(z.string())
            : kind === 'url'
              ? z.string().meta({ format: 'uri' })
              : kind === 'date'
                ? z.string().meta({ description: 'yyyy-mm-dd' })
                : z.string();
        // A required field always has a value, so its property is always there.
        return [property, content.fields[key]?.required ? schema : schema.optional()];
      }),
    ),
  );
}

/**
 * The content module of a declared entity: everything the registry needs,
 * derived from the one declaration.
 */
export function declaredModule<const D extends DeclaredContent>(content: D) {
  type Item = ContentItem<D>;
  type Input = ContentInput<D>;
  const entity = declaredEntity(content);
  const service = declaredService(content, entity);
  const typedService = service as unknown as (
    em: EntityManager,
    isAdmin: () => Promise<boolean>,
  ) => CrudService<Item, Input, Input>;
  // Every declared item carries its timestamps, which the generic D cannot show the checker.
  const definition = {
    name: content.name as D['name'],
    label: content.label,
    item: content.schemas.item as unknown as z.ZodType<Item>,
    createInput: content.schemas.input as unknown as z.ZodObject & z.ZodType<Input>,
    updateInput: content.schemas.input as unknown as z.ZodObject & z.ZodType<Input>,
    listQuery: content.schemas.listQuery,
    publicRead: content.publicRead,
    entity,
    service: (ctx: Context) => typedService(ctx.em, ctx.isAdmin),
  } as unknown as CrudDefinition<D['name'], Item, Input, Input>;
  const router = crudRouter(definition);
  const visibleRows = (rows: Row[]) =>
    (hides(content) ? rows.filter((row) => !row.hidden) : rows).sort(cvOrder(content));
  const dates = Object.entries(content.fields).filter(([, field]) => field.kind === 'date');
  const layout = content.cv;
  const mapping = content.resume;
  const linkColumns = Object.entries(content.fields)
    .filter(([, field]) => field.kind === 'url' || field.kind === 'longText')
    .map(([key]) => snake(key));

  return defineContentModule({
    name: content.name as D['name'],
    entities: [entity],
    router,
    publicReads: content.publicRead,
    adminPage: content.page,
    apiTag: { name: content.label, description: content.description },
    export: exportSection({
      key: content.export.key as D['export']['key'],
      position: content.export.position,
      item: content.schemas.item as unknown as z.ZodType<Item>,
      load: (admin) => listAll(typedService(admin.em, admin.isAdmin), `${content.idField}:asc`),
    }),
    ...(mapping
      ? {
          resume: resumeSection({
            key: mapping.key as NonNullable<D['resume']>['key'],
            position: mapping.position,
            item: resumeItemSchema(content),
            build: (exported: Record<string, Row[]>) =>
              visibleRows([...(exported[content.export.key] ?? [])]).map((row) =>
                resumeItem(content, row),
              ),
            import: declaredImport(content, entity, service),
          }),
        }
      : {}),
    ...(layout
      ? {
          cv: {
            title: layout.title,
            position: layout.position,
            async render(em: EntityManager) {
              const rows = await em.find(entity, hides(content) ? { hidden: false } : {});
              return visibleRows(rows)
                .map((row) => cvEntry(content, row))
                .join('');
            },
          },
        }
      : {}),
    sitemapDays: dates.map(
      ([key]) =>
        `select max(${snake(key)}) as day from "${content.name}"${hides(content) ? ' where not hidden' : ''}`,
    ),
    ...(linkColumns.length
      ? {
          mediaLinks: {
            label: snake(layout?.heading ?? Object.keys(content.fields)[0] ?? content.idField),
            columns: linkColumns,
            position: 100 + content.export.position,
          },
        }
      : {}),
    demo: {
      rows: content.demo,
      one: content.label.toLowerCase(),
      many: content.plural.toLowerCase(),
    },
  });
}
