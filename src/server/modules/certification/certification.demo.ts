/** The demo owner's certifications (`npm run seed:demo`); made up, as all demo content. */
export const demoCertifications = [
  {
    name: 'Web Accessibility Specialist',
    issuer: 'Open Accessibility Guild',
    issuedAt: '2023-05-12',
    expiresAt: '2026-05-12',
    certificationNumber: 'OAG-WAS-20931',
    link: 'https://example.org/certificates/OAG-WAS-20931',
  },
  {
    name: 'Cloud Application Developer',
    issuer: 'Northbridge Cloud Academy',
    issuedAt: '2021-09-03',
    expiresAt: null,
    certificationNumber: null,
    link: 'https://example.com/academy/cloud-application-developer',
  },
  {
    name: 'Professional Scrum Developer',
    issuer: 'Agile Practice Board',
    issuedAt: '2019-04-18',
    expiresAt: null,
    certificationNumber: 'APB-PSD-7781',
    link: null,
  },
];
