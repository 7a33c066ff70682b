import type { AuditAction } from '../../shared/access';
import type { ImportReport } from '../../shared/json-resume-import';
import type { RowChange } from './audit-changes';

/** The entity class each route name writes, where the two names differ. */
const CLASS_OF: Record<string, string> = { session: 'AdminSession', token: 'ApiToken' };

/** Calls whose trail entry is not a plain create, update or delete of their own entity. */
const SPECIAL: Record<string, { action: AuditAction; entity: string; ofSelf?: true } | null> = {
  'message.markRead': { action: 'update', entity: 'message' },
  'message.markUnread': { action: 'update', entity: 'message' },
  // A reply is kept with the message it answers.
  'message.reply': { action: 'update', entity: 'message' },
  'session.end': { action: 'delete', entity: 'session' },
  'session.endOthers': { action: 'delete', entity: 'session' },
  'token.revoke': { action: 'delete', entity: 'token' },
  'admin.clearTwoFactor': { action: 'two-factor-cleared', entity: 'admin' },
  // One's own two-factor setting: the row is the signed-in admin's.
  'twoFactor.enable': { action: 'two-factor-enabled', entity: 'admin', ofSelf: true },
  'twoFactor.disable': { action: 'two-factor-disabled', entity: 'admin', ofSelf: true },
  // One's own password, changed with the current one.
  'auth.changePassword': { action: 'update', entity: 'admin', ofSelf: true },
  // Only a secret waiting for confirmation: nothing changes until enable.
  'twoFactor.setup': null,
};

const ACTIONS: Record<string, AuditAction> = {
  create: 'create',
  update: 'update',
  delete: 'delete',
};

/** The JSON Resume import: one entry naming the sections it wrote; a dry run writes nothing. */
const IMPORT_PATH = 'import.jsonResume';

function describeImport(report: ImportReport | undefined): WriteDescription | null {
  if (!report || report.dryRun) return null;
  const fields = report.sections
    .filter(({ counts }) => counts.create + counts.update > 0)
    .map(({ section }) => section);
  return { action: 'import', entity: 'json-resume', entityId: null, fields };
}

export interface WriteDescription {
  action: AuditAction;
  entity: string;
  entityId: string | null;
  fields: string[];
}

type Row = Record<string, unknown> | null | undefined;

function idOf(entity: string, input: Row, output: Row): string | null {
  for (const value of [
    input?.id,
    input?.key,
    output?.[`${entity}Id`],
    output?.key,
    output?.sessionId,
  ]) {
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return null;
}

/** Input field names, when the flush said nothing (a plain SQL update): ids and secrets left out. */
function inputFields(input: Row): string[] {
  if (!input) return [];
  return Object.keys(input).filter(
    (name) =>
      !['id', 'key', 'file', 'code'].includes(name) &&
      !(name === 'password' && !input.password) &&
      input[name] !== undefined,
  );
}

/**
 * What an admin write did, for the trail: its action and entity from the
 * procedure's name (`category.update`), the row's id, and the names of the
 * fields the flush really wrote to that entity (never their values).
 */
export function describeWrite(
  path: string,
  input: unknown,
  output: unknown,
  changes: RowChange[],
  selfId: number,
): WriteDescription | null {
  if (path === IMPORT_PATH) return describeImport(output as ImportReport | undefined);
  const [name = '', operation = ''] = path.split('.');
  const special = SPECIAL[path];
  if (special === null) return null;
  const action = special?.action ?? ACTIONS[operation];
  if (!action) return null;
  const entity = special?.entity ?? name;
  const className = (CLASS_OF[entity] ?? entity).toLowerCase();
  const entityId = special?.ofSelf ? String(selfId) : idOf(entity, input as Row, output as Row);
  const own = changes.filter(
    (change) =>
      change.entity.toLowerCase() === className && (entityId === null || change.id === entityId),
  );
  const written = [...new Set(own.flatMap((change) => change.fields))];
  const fields =
    action === 'delete'
      ? []
      : written.length > 0 || action !== 'update'
        ? written
        : inputFields(input as Row);
  return { action, entity, entityId, fields };
}
