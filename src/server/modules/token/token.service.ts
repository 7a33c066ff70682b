import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import {
  type CreatedToken,
  type Token,
  type TokenScope,
  tokenSortFields,
} from '../../../shared/access';
import type { ListResponse } from '../../../shared/list';
import { type ListRequest, listPage } from '../../db/list';
import { AppError } from '../../trpc/errors';
import type { Admin } from '../account/admin.entity';
import { sha256 } from '../session/session.service';
import { type ApiToken, ApiTokenEntity } from './token.entity';

/** Every token starts so; secret scanners and people can tell it for what it is. */
export const TOKEN_PREFIX = 'pcms_';

/** Last use is written at most this often, so a busy script does not write on every call. */
const LAST_USED_PRECISION_MS = 60_000;

const toDto = (token: ApiToken): Token => ({
  tokenId: token.tokenId,
  name: token.name,
  scope: token.scope as TokenScope,
  createdAt: token.createdAt.toISOString(),
  expiresAt: token.expiresAt?.toISOString() ?? null,
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
});

/**
 * The live token a bearer secret names, with its admin, or null when it is
 * unknown, revoked (deleted) or expired.
 */
export async function findLiveToken(em: EntityManager, secret: string): Promise<ApiToken | null> {
  if (!secret.startsWith(TOKEN_PREFIX) || secret.length > 200) return null;
  const token = await em.findOne(
    ApiTokenEntity,
    { secretHash: sha256(secret) },
    { populate: ['admin'] },
  );
  if (!token) return null;
  const now = Date.now();
  if (token.expiresAt && token.expiresAt.getTime() <= now) return null;
  if (!token.lastUsedAt || now - token.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    token.lastUsedAt = new Date(now);
    await em.nativeUpdate(
      ApiTokenEntity,
      { tokenId: token.tokenId },
      { lastUsedAt: token.lastUsedAt },
    );
  }
  return token;
}

/** The signed-in admin's own tokens. */
export function tokenService(em: EntityManager, admin: Admin) {
  return {
    list: (request: ListRequest): Promise<ListResponse<Token>> =>
      listPage(
        em,
        {
          entity: ApiTokenEntity,
          textFields: ['name'],
          sortFields: tokenSortFields,
          defaultSort: [['tokenId', 'desc']],
          where: { admin: admin.adminId },
        },
        request,
        toDto,
      ),

    async create(input: {
      name: string;
      scope: TokenScope;
      expiresAt?: string | null | undefined;
    }): Promise<CreatedToken> {
      const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const token = em.create(ApiTokenEntity, {
        admin,
        name: input.name,
        scope: input.scope,
        secretHash: sha256(secret),
        createdAt: new Date(),
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        lastUsedAt: null,
      });
      await em.flush();
      // The secret is in this answer and nowhere else: only its hash was stored.
      return { ...toDto(token), token: secret };
    },

    async revoke(tokenId: number): Promise<Token> {
      const token = await em.findOne(ApiTokenEntity, { tokenId, admin: admin.adminId });
      if (!token) throw AppError.notFound('Token');
      const dto = toDto(token);
      await em.remove(token).flush();
      return dto;
    },
  };
}
