import {
  CvDownloadDayEntity,
  ProjectViewDayEntity,
  UniqueVisitorEntity,
  VisitDayEntity,
} from '../modules/analytics/analytics.entity';
import { AdminEntity } from '../modules/account/admin.entity';
import { LoginAttemptEntity } from '../modules/auth/login-attempt.entity';
import { AuditEntryEntity } from '../modules/audit/audit.entity';
import { AdminSessionEntity } from '../modules/session/session.entity';
import { ApiTokenEntity } from '../modules/token/token.entity';
import { RecoveryCodeEntity } from '../modules/two-factor/recovery-code.entity';
import { MediaEntity } from '../modules/media/media.entity';
import { VariableEntity } from '../modules/variable/variable.entity';
import { contentModules } from '../modules/content-registry';
import { ContentStateEntity, RateLimitEntity } from '../db/shared-state.entity';

/** Every entity the ORM knows; migrations are generated from this list. */
export const entities = [
  AdminEntity,
  ...contentModules.flatMap((module) => module.entities),
  MediaEntity,
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
