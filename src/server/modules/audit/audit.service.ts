import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import type { AuditAction, AuditEntry as AuditEntryDto } from '../../../shared/access';
import type { ListResponse } from '../../../shared/list';
import { type AuditEntry, AuditEntryEntity } from './audit.entity';

/** Where a request came from, as the trail records it. */
export interface ClientInfo {
  /** The client address as Express sees it (honouring TRUST_PROXY). */
  address: string;
  userAgent: string | undefined;
}

export interface AuditEvent {
  action: AuditAction;
  adminId?: number | null;
  username?: string | null;
  entity?: string | null;
  entityId?: string | null;
  fields?: string[];
  via?: 'session' | 'token' | null;
  tokenId?: number | null;
}

/**
 * The trail stores a keyed hash of the client address, not the address: the
 * same address always gives the same value, so repeated attempts from one
 * place show as such, but the address cannot be read back from a copy of the
 * database without the server's secret.
 */
export function addressHasher(secret: string): (address: string) => string {
  const key = createHmac('sha256', secret).update('audit-address').digest();
  return (address) => createHmac('sha256', key).update(address).digest('hex').slice(0, 32);
}

export interface AuditLog {
  record(em: EntityManager, client: ClientInfo, event: AuditEvent): Promise<void>;
}

export function auditLog(secret: string): AuditLog {
  const hashAddress = addressHasher(secret);
  return {
    async record(em, client, event) {
      // A plain insert: the entry is written whatever the request's own unit of work does next.
      await em.insert(AuditEntryEntity, {
        at: new Date(),
        adminId: event.adminId ?? null,
        username: event.username ?? null,
        action: event.action,
        entity: event.entity ?? null,
        entityId: event.entityId?.slice(0, 100) ?? null,
        fields: (event.fields ?? []).join(',').slice(0, 1000),
        via: event.via ?? null,
        tokenId: event.tokenId ?? null,
        address: client.address ? hashAddress(client.address) : null,
        userAgent: client.userAgent?.slice(0, 512) || null,
      });
    },
  };
}

const toDto = (entry: AuditEntry): AuditEntryDto => ({
  auditId: entry.auditId,
  at: entry.at.toISOString(),
  adminId: entry.adminId ?? null,
  username: entry.username ?? null,
  action: entry.action as AuditAction,
  entity: entry.entity ?? null,
  entityId: entry.entityId ?? null,
  fields: entry.fields ? entry.fields.split(',') : [],
  via: (entry.via as 'session' | 'token' | null) ?? null,
  tokenId: entry.tokenId ?? null,
  address: entry.address ?? null,
  userAgent: entry.userAgent ?? null,
});

export interface AuditQuery {
  page: number;
  limit: number;
  adminId?: number | undefined;
  entity?: string | undefined;
  action?: AuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const DAY_MS = 86_400_000;

/** The trail, newest first, filtered by admin, entity, action and days (UTC, inclusive). */
export async function listAudit(
  em: EntityManager,
  query: AuditQuery,
): Promise<ListResponse<AuditEntryDto>> {
  const where: Record<string, unknown> = {};
  if (query.adminId !== undefined) where.adminId = query.adminId;
  if (query.entity) where.entity = query.entity;
  if (query.action) where.action = query.action;
  const at: Record<string, Date> = {};
  if (query.from) at.$gte = new Date(`${query.from}T00:00:00.000Z`);
  if (query.to) at.$lt = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS);
  if (Object.keys(at).length > 0) where.at = at;
  const [rows, totalItems] = await em.findAndCount(AuditEntryEntity, where, {
    orderBy: { at: 'desc', auditId: 'desc' },
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    items: rows.map(toDto),
    metadata: {
      totalPages: Math.ceil(totalItems / query.limit),
      totalItems,
      page: query.page,
      limit: query.limit,
    },
  };
}

/** Deletes entries older than the retention period; returns how many went. */
export async function pruneAudit(em: EntityManager, retentionDays: number): Promise<number> {
  return em.nativeDelete(AuditEntryEntity, {
    at: { $lt: new Date(Date.now() - retentionDays * DAY_MS) },
  });
}
