import {
  skillCreateSchema,
  skillListQuerySchema,
  skillSchema,
  skillUpdateSchema,
} from '../../../shared/skill';
import { crudRouter } from '../../trpc/crud';
import { skillService } from './skill.service';
import { SkillEntity } from './skill.entity';

export const skillRouter = crudRouter({
  name: 'skill',
  entity: SkillEntity,
  label: 'Skill',
  item: skillSchema,
  createInput: skillCreateSchema,
  updateInput: skillUpdateSchema,
  listQuery: skillListQuerySchema,
  publicRead: true,
  service: (ctx) => skillService(ctx.em),
});
