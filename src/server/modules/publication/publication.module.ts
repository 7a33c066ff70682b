import { z } from 'zod';
import { resumeDateText, resumeText } from '../../../shared/json-resume-import';
import { given, startDay } from '../../../shared/json-resume-values';
import {
  type Publication,
  publicationInputSchema,
  publicationSchema,
} from '../../../shared/publication';
import { defineContentModule, exportSection, resumeSection } from '../content/content-module';
import { escapeHtml, isWebUrl, monthYear } from '../content/cv-fields';
import { listAll } from '../content/list-all';
import { resumeDate, resumeDateSchema, resumeUrlSchema, webUrl } from '../content/resume-fields';
import { rowImport } from '../content/resume-import';
import { demoPublications } from './publication.demo';
import { type Publication as PublicationRow, PublicationEntity } from './publication.entity';
import { publicationRouter } from './publication.router';
import { publicationColumns, publicationService } from './publication.service';

const resumePublicationSchema = z.object({
  name: z.string(),
  publisher: z.string().optional(),
  releaseDate: resumeDateSchema.optional(),
  url: resumeUrlSchema.optional(),
  summary: z.string().optional(),
});

/** Newest first; undated ones last (in both databases alike, so sorted here), then newest rows. */
function newestFirst<T extends { publishedAt?: string | null; publicationId: number }>(
  rows: T[],
): T[] {
  return [...rows].sort(
    (a, b) =>
      (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.publicationId - a.publicationId,
  );
}

/** Papers, talks and articles: on the CV after the certifications, and in JSON Resume. */
export const publicationModule = defineContentModule({
  name: 'publication',
  entities: [PublicationEntity],
  router: publicationRouter,
  publicReads: true,
  adminPage: 'publications',
  apiTag: {
    name: 'Publication',
    description:
      'Papers, talks and articles on the CV and in JSON Resume; hidden ones only for admins.',
  },
  export: exportSection({
    key: 'publications',
    position: 75,
    item: publicationSchema,
    load: (admin) => listAll(publicationService(admin.em, admin.isAdmin), 'publicationId:asc'),
  }),
  resume: resumeSection({
    key: 'publications',
    position: 35,
    item: resumePublicationSchema,
    build: (content: { publications: Publication[] }) =>
      newestFirst(content.publications.filter((publication) => !publication.hidden)).map(
        (publication) => ({
          name: publication.title,
          ...(publication.publisher ? { publisher: publication.publisher } : {}),
          ...(resumeDate(publication.publishedAt)
            ? { releaseDate: publication.publishedAt ?? undefined }
            : {}),
          ...(webUrl(publication.link) ? { url: webUrl(publication.link) } : {}),
          ...(publication.summary ? { summary: publication.summary } : {}),
        }),
      ),
    // Matched by title; what the document leaves out stays as the owner wrote it.
    import: rowImport({
      key: 'publications',
      describe: { creates: 'publications', keys: [{ noun: 'publication', key: 'name' }] },
      document: z.looseObject({
        name: resumeText.optional(),
        publisher: resumeText.optional(),
        releaseDate: resumeDateText.optional(),
        url: resumeText.optional(),
        summary: resumeText.optional(),
      }),
      rows: (ctx) => publicationService(ctx.em, ctx.isAdmin),
      sort: 'publicationId:asc',
      rowKey: (row) => [row.title],
      sourceOf: {
        title: 'name',
        publisher: 'publisher',
        publishedAt: 'releaseDate',
        link: 'url',
        summary: 'summary',
      },
      read: (item, path) => {
        const title = given(item.name) ?? '';
        const input = {
          title,
          publisher: given(item.publisher) ?? null,
          publishedAt: startDay(item.releaseDate) ?? null,
          link: given(item.url) ?? null,
          summary: given(item.summary) ?? null,
        };
        return {
          key: [title],
          label: title || path,
          input,
          updated: (['publisher', 'publishedAt', 'link', 'summary'] as const).filter(
            (field) => input[field] !== null,
          ),
        };
      },
      schema: publicationInputSchema,
      entity: PublicationEntity,
      idProperty: 'publicationId',
      columns: publicationColumns,
    }),
  }),
  cv: {
    title: 'Publications',
    position: 45,
    async render(em) {
      const rows = newestFirst<PublicationRow>(await em.find(PublicationEntity, { hidden: false }));
      return rows
        .map((item) => {
          const heading =
            item.link && isWebUrl(item.link)
              ? `<a href="${escapeHtml(item.link)}">${escapeHtml(item.title)}</a>`
              : escapeHtml(item.title);
          const date = item.publishedAt ? escapeHtml(monthYear(item.publishedAt)) : '';
          const publisher = item.publisher
            ? `<p class="detail">${escapeHtml(item.publisher)}</p>`
            : '';
          const summary = item.summary
            ? `<p class="description">${escapeHtml(item.summary)}</p>`
            : '';
          return `<div class="entry"><div class="entry-head"><h3>${heading}</h3><span class="meta">${date}</span></div>${publisher}${summary}</div>`;
        })
        .join('');
    },
  },
  sitemapDays: ['select max(published_at) as day from publication where not hidden'],
  mediaLinks: { label: 'title', columns: ['link', 'summary'], position: 60 },
  demo: { rows: demoPublications, one: 'publication', many: 'publications' },
});
