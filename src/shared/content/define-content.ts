import { z } from 'zod';
import { contentListQuerySchema } from '../list';
import { timestampFields } from '../timestamps';
import type { FieldSpec } from './content-fields';

export type Fields = Record<string, FieldSpec>;

/** How the printable CV writes one row: which fields make its heading, date, detail and text. */
export interface CvLayout<K extends string = string> {
  title: string;
  /** Place among the CV's sections, top to bottom (the others use 10, 20, …). */
  position: number;
  /** A field every row has (a required one): the entry's title, and what names a row to the owner. */
  heading: K;
  /** The heading links here when it holds a web address. */
  link?: K;
  /** One date, or a start and an end ("Present" when the end is empty). */
  date?: K;
  dates?: [start: K, end: K];
  /** Lines under the heading, joined by " · ". */
  detail?: readonly K[];
  description?: K;
  bullets?: K;
}

/**
 * One section of JSON Resume: its key, and for each of its properties the
 * field it comes from and goes to. Dates and links are checked both ways (a
 * partial date or a site path does not travel); lists go as lists.
 */
export interface ResumeMapping<K extends string = string, TKey extends string = string> {
  key: TKey;
  /** Place among JSON Resume's sections (work is 10, education 20, …). */
  position: number;
  /** JSON Resume property → the field it fills. */
  fields: Readonly<Record<string, K>>;
  /** The fields that say two items are the same one (the CV heading when left out). */
  match?: readonly K[];
}

export interface ContentDefinition<
  TName extends string = string,
  TId extends string = string,
  F extends Fields = Fields,
  TExportKey extends string = string,
  TResumeKey extends string = string,
  TPage extends string = string,
> {
  /** Route name and table: `award` is served at `/api/award`. */
  name: TName;
  /** In messages: 'Award not found', 'Failed to create Award'. */
  label: string;
  /** The admin page's title and sidebar entry. */
  plural: string;
  /** The admin page's path under /admin. */
  page: TPage;
  /** The id field of every answer: `awardId`. */
  idField: TId;
  /** What the API tag says the calls are for, in openapi.json. */
  description: string;
  /** Visitors may read the rows whose `hidden` flag is off. */
  publicRead: boolean;
  fields: F;
  /** The admin list's first order (the API's own default is by id). */
  adminSort: string;
  /** Rules across fields (an end after its start), checked after each field's own. */
  refine?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /** One valid row: the document's example and the tests' fixture. */
  example: { [K in keyof F]: z.input<F[K]['input']> };
  /** The demo owner's rows (`npm run seed:demo`). */
  demo: readonly { [K in keyof F]?: z.input<F[K]['input']> }[];
  /** Its key and place in the content export. */
  export: { key: TExportKey; position: number };
  cv?: CvLayout<keyof F & string>;
  resume?: ResumeMapping<keyof F & string, TResumeKey>;
  /** The sidebar icon: SVG path data on a 24-unit grid, drawn as strokes. */
  icon: readonly string[];
}

const timestampShape = timestampFields;

type ItemShape<TId extends string, F extends Fields> = { [K in TId]: z.ZodNumber } & {
  [K in keyof F]: F[K]['output'];
} & typeof timestampShape;
type InputShape<F extends Fields> = { [K in keyof F]: F[K]['input'] };

const mapFields = <F extends Fields, T>(fields: F, pick: (field: FieldSpec) => T) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, pick(field)]));

/**
 * Declares one kind of content. Everything else is derived from it: on both
 * sides its schemas (below), on the server its table, service, routes,
 * export, JSON Resume, CV section, sitemap and media scan
 * (`server/modules/content/declared-module.ts`), in the admin its list and
 * form (`client/admin/content/declared-page.tsx`).
 */
export function defineContent<
  const TName extends string,
  const TId extends string,
  const F extends Fields,
  const TExportKey extends string,
  const TResumeKey extends string = never,
  const TPage extends string = string,
>(definition: ContentDefinition<TName, TId, F, TExportKey, TResumeKey, TPage>) {
  const example = { [definition.idField]: 1, ...definition.example };
  const item = z
    .object({
      [definition.idField]: z.number().int(),
      ...mapFields(definition.fields, (field) => field.output),
      ...timestampShape,
    } as ItemShape<TId, F>)
    .meta({
      id: definition.label,
      example: {
        ...example,
        createdAt: '2026-11-29T03:12:45.123Z',
        updatedAt: '2026-11-29T03:12:45.123Z',
      },
    });
  const object = z.object(mapFields(definition.fields, (field) => field.input) as InputShape<F>);
  const refine = definition.refine;
  const input = (refine ? object.superRefine(refine) : object).meta({
    id: `${definition.label}Input`,
    example: definition.example,
  });
  const sortFields = [
    definition.idField,
    ...Object.entries(definition.fields)
      .filter(([, field]) => field.sort)
      .map(([key]) => key),
  ] as const;
  return {
    ...definition,
    schemas: {
      item,
      input,
      listQuery: contentListQuerySchema(sortFields),
      sortFields,
    },
  };
}

/** Any declared kind of content, as the generic code that derives from it sees it. */
export interface DeclaredContent extends ContentDefinition {
  schemas: {
    item: z.ZodObject;
    input: z.ZodType<Record<string, unknown>>;
    listQuery: ReturnType<typeof contentListQuerySchema>;
    sortFields: readonly string[];
  };
}
export type ContentItem<D extends { schemas: { item: z.ZodType } }> = z.infer<D['schemas']['item']>;
export type ContentInput<D extends { schemas: { input: z.ZodType } }> = z.output<
  D['schemas']['input']
>;
