import { hidden, list, text } from './content-fields';
import { defineContent } from './define-content';

/** What the owner cares about outside work: on the CV, and in JSON Resume's `interests`. */
export const interestContent = defineContent({
  name: 'interest',
  label: 'Interest',
  plural: 'Interests',
  page: 'interests',
  idField: 'interestId',
  description: 'Interests on the CV and in JSON Resume; hidden ones only for admins.',
  publicRead: true,
  fields: {
    name: text({ label: 'Name', max: 100, required: true, search: true, column: true }),
    keywords: list({ label: 'Keywords', max: 20, itemMax: 100, hint: 'One a line' }),
    hidden: hidden('interests'),
  },
  adminSort: 'interestId:asc',
  example: { name: 'Cycling', keywords: ['Touring', 'Bike repair'], hidden: false },
  demo: [
    { name: 'Cycling', keywords: ['Touring', 'Bike repair'] },
    { name: 'Film photography', keywords: ['Darkroom', 'Medium format'] },
  ],
  export: { key: 'interests', position: 96 },
  cv: { title: 'Interests', position: 80, heading: 'name', bullets: 'keywords' },
  resume: { key: 'interests', position: 70, fields: { name: 'name', keywords: 'keywords' } },
  icon: [
    'M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-1.5a2 2 0 0 0-1.4 3.4A1.5 1.5 0 0 1 12 22Z',
    'M7.5 10.5h.01',
    'M12 7.5h.01',
    'M16.5 10.5h.01',
  ],
});
