import { date, endAfter, hidden, list, longText, text, url } from './content-fields';
import { defineContent } from './define-content';

/** Unpaid work for a cause: on the CV after the experience, and in JSON Resume's `volunteer`. */
export const volunteeringContent = defineContent({
  name: 'volunteering',
  label: 'Volunteering',
  plural: 'Volunteering',
  page: 'volunteering',
  idField: 'volunteeringId',
  description:
    'Volunteer work on the CV and in JSON Resume (`volunteer`); hidden entries only for admins.',
  publicRead: true,
  fields: {
    organization: text({
      label: 'Organization',
      max: 200,
      required: true,
      search: true,
      column: true,
    }),
    position: text({ label: 'Position', max: 200, search: true, column: true }),
    link: url({ label: 'Link', max: 2048 }),
    startAt: date({ label: 'Start Date', required: true, column: 'Start', half: true }),
    endAt: date({ label: 'End Date', column: 'End', half: true, hint: 'Empty while it goes on' }),
    summary: longText({ label: 'Summary', max: 2000, search: true }),
    highlights: list({ label: 'Highlights', max: 20, itemMax: 300, hint: 'One a line' }),
    hidden: hidden('volunteering entries'),
  },
  adminSort: 'startAt:desc',
  refine: endAfter('startAt', 'endAt'),
  example: {
    organization: 'Code Club',
    position: 'Mentor',
    link: 'https://example.org/code-club',
    startAt: '2022-09-01',
    endAt: null,
    summary: 'Teaching children to build their first web pages, one evening a week.',
    highlights: ['Started a second club in the local library'],
    hidden: false,
  },
  demo: [
    {
      organization: 'Code Club Kreuzberg',
      position: 'Mentor',
      startAt: '2022-09-01',
      summary: 'An evening a week teaching ten-year-olds to make their first web pages.',
      highlights: ['Opened a second club in the district library', 'Wrote the HTML starter cards'],
    },
    {
      organization: 'Open Street Map Berlin',
      position: 'Mapping party host',
      startAt: '2019-04-01',
      endAt: '2021-06-30',
      link: 'https://example.org/osm-berlin',
    },
  ],
  export: { key: 'volunteering', position: 55 },
  cv: {
    title: 'Volunteering',
    position: 25,
    heading: 'organization',
    link: 'link',
    dates: ['startAt', 'endAt'],
    detail: ['position'],
    description: 'summary',
    bullets: 'highlights',
  },
  resume: {
    key: 'volunteer',
    position: 12,
    fields: {
      organization: 'organization',
      position: 'position',
      url: 'link',
      startDate: 'startAt',
      endDate: 'endAt',
      summary: 'summary',
      highlights: 'highlights',
    },
    match: ['organization', 'position', 'startAt'],
  },
  icon: [
    'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 12 5.6 5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z',
  ],
});
