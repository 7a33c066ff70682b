/** The demo owner's publications (`npm run seed:demo`); made up, as all demo content. */
export const demoPublications = [
  {
    title: 'Making pages load fast on cheap phones',
    publisher: 'Mira Castell (blog)',
    publishedAt: '2024-03-18',
    link: 'https://example.com/blog/fast-pages-on-cheap-phones',
    summary: 'What a 90-euro phone on a slow network taught me about bundles, fonts and images.',
    hidden: false,
  },
  {
    title: 'Boring backends: migrations you can sleep through',
    publisher: 'Node Berlin meetup',
    publishedAt: '2023-10-05',
    link: 'https://example.org/talks/boring-backends',
    summary: 'A talk on expand-and-contract schema changes with zero downtime.',
    hidden: false,
  },
  {
    title: 'Accessible data tables in React',
    publisher: 'Frontend Quarterly',
    publishedAt: null,
    link: null,
    summary: 'A draft article, kept hidden until it is published.',
    hidden: true,
  },
];
