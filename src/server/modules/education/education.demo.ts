/** The demo owner's education (`npm run seed:demo`); made up, as all demo content. */
export const demoEducation = [
  {
    school: 'Northbridge University',
    location: 'Hamburg, Germany',
    title: 'M.Sc. Computer Science',
    startAt: '2016-10-01',
    endAt: '2018-08-31',
    gpa: 1.4,
    hidden: false,
  },
  {
    school: 'Lakeside Technical University',
    location: 'Bremen, Germany',
    title: 'B.Sc. Media Informatics',
    startAt: '2013-10-01',
    endAt: '2016-09-30',
    gpa: 1.9,
    hidden: false,
  },
];
