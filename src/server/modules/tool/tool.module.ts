import { toolSchema } from '../../../shared/tool';
import { defineContentModule, exportSection } from '../content/content-module';
import { listAll } from '../content/list-all';
import { ToolEntity } from './tool.entity';
import { toolRouter } from './tool.router';
import { toolService } from './tool.service';

export const toolModule = defineContentModule({
  name: 'tool',
  entities: [ToolEntity],
  router: toolRouter,
  publicReads: true,
  adminPage: 'tools',
  export: exportSection({
    key: 'tools',
    position: 20,
    item: toolSchema,
    load: ({ em }) => listAll(toolService(em), 'toolId:asc'),
  }),
  mediaLinks: { label: 'name', columns: ['icon', 'link'], position: 40 },
  demo: { one: 'tool', many: 'tools' },
});
