import { skillsetSchema } from '../../../shared/skillset';
import { defineContentModule, exportSection } from '../content/content-module';
import { listAll } from '../content/list-all';
import { SkillsetEntity } from './skillset.entity';
import { skillsetRouter } from './skillset.router';
import { skillsetService } from './skillset.service';

/** Skillsets group the skills: on the CV and in JSON Resume, both are the skills' own (skill.module.ts). */
export const skillsetModule = defineContentModule({
  name: 'skillset',
  entities: [SkillsetEntity],
  router: skillsetRouter,
  publicReads: true,
  adminPage: 'skillsets',
  export: exportSection({
    key: 'skillsets',
    position: 80,
    item: skillsetSchema,
    load: ({ em }) => listAll(skillsetService(em), 'skillsetId:asc'),
  }),
  demo: { one: 'skillset', many: 'skillsets' },
});
