import {
  skillsetCreateSchema,
  skillsetListQuerySchema,
  skillsetSchema,
  skillsetUpdateSchema,
} from '../../../shared/skillset';
import { crudRouter } from '../../trpc/crud';
import { skillsetService } from './skillset.service';
import { SkillsetEntity } from './skillset.entity';

export const skillsetRouter = crudRouter({
  name: 'skillset',
  entity: SkillsetEntity,
  label: 'Skillset',
  item: skillsetSchema,
  createInput: skillsetCreateSchema,
  updateInput: skillsetUpdateSchema,
  listQuery: skillsetListQuerySchema,
  publicRead: true,
  service: (ctx) => skillsetService(ctx.em),
});
