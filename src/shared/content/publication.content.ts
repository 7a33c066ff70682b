import { date, hidden, longText, text, url } from './content-fields';
import { defineContent } from './define-content';

/** Papers, talks and articles: on the CV after the certifications, and in JSON Resume. */
export const publicationContent = defineContent({
  name: 'publication',
  label: 'Publication',
  plural: 'Publications',
  page: 'publications',
  idField: 'publicationId',
  description:
    'Papers, talks and articles on the CV and in JSON Resume; hidden ones only for admins.',
  publicRead: true,
  fields: {
    title: text({ label: 'Title', max: 200, required: true, search: true, column: true }),
    publisher: text({ label: 'Publisher', max: 200, search: true, column: true, half: true }),
    publishedAt: date({ label: 'Published At', column: 'Published', half: true }),
    link: url({ label: 'Link', max: 2048, column: true }),
    summary: longText({ label: 'Summary', max: 2000, search: true }),
    hidden: hidden('publications'),
  },
  adminSort: 'publishedAt:desc',
  example: {
    title: 'Typed APIs without drift',
    publisher: 'JSConf EU',
    publishedAt: '2024-06-03',
    link: 'https://example.com/talks/typed-apis',
    summary: 'How one procedure definition serves REST, OpenAPI and typed hooks.',
    hidden: false,
  },
  demo: [
    {
      title: 'Making pages load fast on cheap phones',
      publisher: 'Mira Castell (blog)',
      publishedAt: '2024-03-18',
      link: 'https://example.com/blog/fast-pages-on-cheap-phones',
      summary: 'What a 90-euro phone on a slow network taught me about bundles, fonts and images.',
    },
    {
      title: 'Boring backends: migrations you can sleep through',
      publisher: 'Node Berlin meetup',
      publishedAt: '2023-10-05',
      link: 'https://example.org/talks/boring-backends',
      summary: 'A talk on expand-and-contract schema changes with zero downtime.',
    },
    {
      title: 'Accessible data tables in React',
      publisher: 'Frontend Quarterly',
      summary: 'A draft article, kept hidden until it is published.',
      hidden: true,
    },
  ],
  export: { key: 'publications', position: 75 },
  cv: {
    title: 'Publications',
    position: 45,
    heading: 'title',
    link: 'link',
    date: 'publishedAt',
    detail: ['publisher'],
    description: 'summary',
  },
  resume: {
    key: 'publications',
    position: 35,
    fields: {
      name: 'title',
      publisher: 'publisher',
      releaseDate: 'publishedAt',
      url: 'link',
      summary: 'summary',
    },
  },
  icon: ['M2 4h6a4 4 0 0 1 4 4v12a3 3 0 0 0-3-3H2Z', 'M22 4h-6a4 4 0 0 0-4 4v12a3 3 0 0 1 3-3h7Z'],
});
