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
  icon: ['M12 2 15 8.5 22 9.3 17 14 18.2 21 12 17.8 5.8 21 7 14 2 9.3 9 8.5Z'],
});
