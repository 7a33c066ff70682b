import { hidden, text } from './content-fields';
import { defineContent } from './define-content';

/** The languages the owner speaks: on the CV, and in JSON Resume's `languages`. */
export const languageContent = defineContent({
  name: 'language',
  label: 'Language',
  plural: 'Languages',
  page: 'languages',
  idField: 'languageId',
  description: 'Spoken languages on the CV and in JSON Resume; hidden ones only for admins.',
  publicRead: true,
  fields: {
    language: text({ label: 'Language', max: 100, required: true, search: true, column: true }),
    fluency: text({
      label: 'Fluency',
      max: 100,
      search: true,
      column: true,
      placeholder: 'Native speaker, C1, conversational…',
    }),
    hidden: hidden('languages'),
  },
  adminSort: 'languageId:asc',
  example: { language: 'German', fluency: 'Native speaker', hidden: false },
  demo: [
    { language: 'Spanish', fluency: 'Native speaker' },
    { language: 'English', fluency: 'Fluent (C2)' },
    { language: 'German', fluency: 'Conversational (B2)' },
  ],
  export: { key: 'languages', position: 95 },
  cv: { title: 'Languages', position: 70, heading: 'language', detail: ['fluency'] },
  resume: { key: 'languages', position: 60, fields: { language: 'language', fluency: 'fluency' } },
  icon: [
    'M4 5h8',
    'M8 3v2',
    'M5 9c1.5 3 4 5 7 6',
    'M11 5c-1 4-3.5 7-7 9',
    'm13 21 4-10 4 10',
    'M14.5 18h5',
  ],
});
