import { expertiseSchema } from '../../../shared/expertise';
import { defineContentModule, exportSection } from '../content/content-module';
import { escapeHtml } from '../content/cv-fields';
import { listAll } from '../content/list-all';
import { ExpertiseEntity } from './expertise.entity';
import { expertiseRouter } from './expertise.router';
import { expertiseService } from './expertise.service';

export const expertiseModule = defineContentModule({
  name: 'expertise',
  entities: [ExpertiseEntity],
  router: expertiseRouter,
  publicReads: true,
  adminPage: 'expertise',
  export: exportSection({
    key: 'expertise',
    position: 40,
    item: expertiseSchema,
    load: ({ em }) => listAll(expertiseService(em), 'expertiseId:asc'),
  }),
  cv: {
    title: 'What I do',
    position: 10,
    async render(em) {
      const rows = await em.find(ExpertiseEntity, {}, { orderBy: { expertiseId: 'asc' } });
      return rows
        .map(
          (item) =>
            `<div class="entry"><h3>${escapeHtml(item.name)}</h3><p>${escapeHtml(item.description)}</p></div>`,
        )
        .join('');
    },
  },
  mediaLinks: { label: 'name', columns: ['icon', 'description'], position: 30 },
  demo: { one: 'expertise item', many: 'expertise items' },
});
