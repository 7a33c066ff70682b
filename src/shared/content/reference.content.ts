import { hidden, longText, text } from './content-fields';
import { defineContent } from './define-content';

/**
 * What others say of the owner's work. A reference names a person who may
 * not want to be on a public page: each one is hidden until the owner turns
 * its hidden flag off, whether added by hand or imported.
 */
export const referenceContent = defineContent({
  name: 'reference',
  label: 'Reference',
  plural: 'References',
  page: 'references',
  idField: 'referenceId',
  description:
    'References on the CV and in JSON Resume; hidden (only for admins) until the owner shows them.',
  publicRead: true,
  fields: {
    name: text({ label: 'Name', max: 200, required: true, search: true, column: true }),
    reference: longText({ label: 'Reference', max: 4000, search: true }),
    hidden: hidden('references', {
      default: true,
      hint: 'References stay off the public site until you turn this off',
    }),
  },
  adminSort: 'referenceId:asc',
  example: {
    name: 'Jonas Weber, CTO at Harbour Labs',
    reference:
      'Mira rebuilt our booking flow in six weeks and left it better documented than she found it.',
    hidden: true,
  },
  demo: [
    {
      name: 'Jonas Weber, CTO at Harbour Labs',
      reference:
        'Mira rebuilt our booking flow in six weeks and left it better documented than she found it.',
      hidden: false,
    },
    {
      name: 'Anna Lind, former manager',
      reference: 'Calm under pressure, and the clearest writer on the team.',
      hidden: false,
    },
  ],
  export: { key: 'references', position: 97 },
  cv: { title: 'References', position: 90, heading: 'name', description: 'reference' },
  resume: {
    key: 'references',
    position: 80,
    fields: { name: 'name', reference: 'reference' },
  },
  icon: ['M3 21c3 0 7-1 7-8V5H3v7h4', 'M14 21c3 0 7-1 7-8V5h-7v7h4'],
});
