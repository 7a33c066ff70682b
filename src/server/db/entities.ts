import {
  CvDownloadDayEntity,
  ProjectViewDayEntity,
  UniqueVisitorEntity,
  VisitDayEntity,
} from '../modules/analytics/analytics.entity';
import { AdminEntity } from '../modules/auth/admin.entity';
import { LoginAttemptEntity } from '../modules/auth/login-attempt.entity';
import { AuditEntryEntity } from '../modules/audit/audit.entity';
import { AdminSessionEntity } from '../modules/session/session.entity';
import { ApiTokenEntity } from '../modules/token/token.entity';
import { RecoveryCodeEntity } from '../modules/two-factor/recovery-code.entity';
import { CategoryEntity } from '../modules/category/category.entity';
import { CertificationEntity } from '../modules/certification/certification.entity';
import { EducationEntity } from '../modules/education/education.entity';
import { ExperienceEntity } from '../modules/experience/experience.entity';
import { ExpertiseEntity } from '../modules/expertise/expertise.entity';
import { MediaEntity } from '../modules/media/media.entity';
import { MessageEntity } from '../modules/message/message.entity';
import { ProjectEntity } from '../modules/project/project.entity';
import { SkillEntity } from '../modules/skill/skill.entity';
import { SkillsetEntity } from '../modules/skillset/skillset.entity';
import { ToolEntity } from '../modules/tool/tool.entity';
import { VariableEntity } from '../modules/variable/variable.entity';
import { ContentStateEntity, RateLimitEntity } from './shared-state.entity';

/** Every entity the ORM knows; migrations are generated from this list. */
export const entities = [
  AdminEntity,
  CategoryEntity,
  CertificationEntity,
  EducationEntity,
  ExperienceEntity,
  ExpertiseEntity,
  MediaEntity,
  MessageEntity,
  ProjectEntity,
  SkillEntity,
  SkillsetEntity,
  ToolEntity,
  VariableEntity,
  VisitDayEntity,
  UniqueVisitorEntity,
  CvDownloadDayEntity,
  ProjectViewDayEntity,
  AdminSessionEntity,
  ApiTokenEntity,
  RecoveryCodeEntity,
  AuditEntryEntity,
  LoginAttemptEntity,
  ContentStateEntity,
  RateLimitEntity,
];
