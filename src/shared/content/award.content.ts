import { date, hidden, longText, text, url } from './content-fields';
import { defineContent } from './define-content';

/** Prizes and honours: on the CV after the publications, and in JSON Resume's `awards`. */
export const awardContent = defineContent({
  name: 'award',
  label: 'Award',
  plural: 'Awards',
  page: 'awards',
  idField: 'awardId',
  description: 'Prizes and honours on the CV and in JSON Resume; hidden ones only for admins.',
  publicRead: true,
  fields: {
    title: text({ label: 'Title', max: 200, required: true, search: true, column: true }),
    awarder: text({ label: 'Awarder', max: 200, search: true, column: true, half: true }),
    date: date({ label: 'Date', column: true, half: true }),
    link: url({ label: 'Link', max: 2048 }),
    summary: longText({ label: 'Summary', max: 2000, search: true }),
    hidden: hidden('awards'),
  },
  adminSort: 'date:desc',
  example: {
    title: 'Best developer tool',
    awarder: 'Open Source Awards',
    date: '2024-11-12',
    link: 'https://example.com/awards/2024',
    summary: 'For a type-safe API toolkit used by a few thousand projects.',
    hidden: false,
  },
  demo: [
    {
      title: 'Community contributor of the year',
      awarder: 'Node Berlin',
      date: '2023-12-08',
      summary: 'For running the monthly beginners’ evening for three years.',
    },
    {
      title: 'Hackathon winner: accessible maps',
      awarder: 'Open Data Days',
      date: '2021-03-06',
      link: 'https://example.org/odd-2021',
    },
  ],
  export: { key: 'awards', position: 76 },
  cv: {
    title: 'Awards',
    position: 46,
    heading: 'title',
    link: 'link',
    date: 'date',
    detail: ['awarder'],
    description: 'summary',
  },
  resume: {
    key: 'awards',
    position: 36,
    fields: { title: 'title', awarder: 'awarder', date: 'date', summary: 'summary' },
    match: ['title', 'awarder'],
  },
  icon: ['M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Z', 'm8.2 13.9-1.7 7.1 5.5-3 5.5 3-1.7-7.1'],
});
