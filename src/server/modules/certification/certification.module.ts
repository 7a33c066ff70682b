import { z } from 'zod';
import {
  type Certification,
  certificationInputSchema,
  certificationSchema,
} from '../../../shared/certification';
import { resumeCertificateItemSchema } from '../../../shared/json-resume-import';
import { given, startDay } from '../../../shared/json-resume-values';
import { defineContentModule, exportSection, resumeSection } from '../content/content-module';
import { escapeHtml, isWebUrl, monthYear } from '../content/cv-fields';
import { listAll } from '../content/list-all';
import { resumeDate, resumeDateSchema, resumeUrlSchema, webUrl } from '../content/resume-fields';
import { rowImport } from '../content/resume-import';
import { demoCertifications } from './certification.demo';
import { CertificationEntity } from './certification.entity';
import { certificationRouter } from './certification.router';
import { certificationColumns, certificationService } from './certification.service';

const resumeCertificateSchema = z.object({
  name: z.string(),
  issuer: z.string(),
  date: resumeDateSchema.optional(),
  url: resumeUrlSchema.optional(),
});

export const certificationModule = defineContentModule({
  name: 'certification',
  entities: [CertificationEntity],
  router: certificationRouter,
  publicReads: true,
  adminPage: 'certificates',
  export: exportSection({
    key: 'certifications',
    position: 70,
    item: certificationSchema,
    load: ({ em }) => listAll(certificationService(em), 'certificationId:asc'),
  }),
  resume: resumeSection({
    key: 'certificates',
    position: 30,
    item: resumeCertificateSchema,
    build: (content: { certifications: Certification[] }) =>
      [...content.certifications]
        .sort(
          (a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.certificationId - a.certificationId,
        )
        .map((certification) => ({
          name: certification.name,
          issuer: certification.issuer,
          ...(resumeDate(certification.issuedAt) ? { date: certification.issuedAt } : {}),
          ...(webUrl(certification.link) ? { url: webUrl(certification.link) } : {}),
        })),
    // Matched by name and issuer; the date, and the link when given, update the row.
    import: rowImport({
      key: 'certificates',
      title: 'Certifications',
      describe: {
        creates: 'certifications (`certificates`)',
        keys: [{ noun: 'certificate', key: 'name and issuer' }],
      },
      document: resumeCertificateItemSchema,
      rows: (ctx) => certificationService(ctx.em),
      sort: 'certificationId:asc',
      rowKey: (row) => [row.name, row.issuer],
      sourceOf: { name: 'name', issuer: 'issuer', issuedAt: 'date', link: 'url' },
      read: (item, path) => {
        const name = given(item.name) ?? '';
        const issuer = given(item.issuer) ?? '';
        const url = given(item.url);
        return {
          key: [name, issuer],
          label: [name, issuer && `(${issuer})`].filter(Boolean).join(' ') || path,
          input: { name, issuer, issuedAt: startDay(item.date) ?? '', link: url ?? null },
          updated: ['issuedAt', ...(url ? ['link'] : [])],
        };
      },
      schema: certificationInputSchema,
      entity: CertificationEntity,
      idProperty: 'certificationId',
      columns: certificationColumns,
    }),
  }),
  cv: {
    title: 'Certifications',
    position: 40,
    async render(em) {
      const rows = await em.find(
        CertificationEntity,
        {},
        { orderBy: { issuedAt: 'desc', certificationId: 'desc' } },
      );
      return rows
        .map((item) => {
          const dates = item.expiresAt
            ? `${escapeHtml(monthYear(item.issuedAt))} – ${escapeHtml(monthYear(item.expiresAt))}`
            : escapeHtml(monthYear(item.issuedAt));
          const number = item.certificationNumber
            ? ` · No. ${escapeHtml(item.certificationNumber)}`
            : '';
          const heading =
            item.link && isWebUrl(item.link)
              ? `<a href="${escapeHtml(item.link)}">${escapeHtml(item.name)}</a>`
              : escapeHtml(item.name);
          return `<div class="entry"><div class="entry-head"><h3>${heading}</h3><span class="meta">${dates}</span></div><p class="detail">${escapeHtml(item.issuer)}${number}</p></div>`;
        })
        .join('');
    },
  },
  mediaLinks: { label: 'name', columns: ['link'], position: 50 },
  demo: { rows: demoCertifications, one: 'certification', many: 'certifications' },
  sitemapDays: ['select max(issued_at) as day from certification'],
});
