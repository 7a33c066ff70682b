import { http } from './typed-http';
import {
  type AuditAction,
  type AuditEntry,
  auditListQuerySchema,
  type CreatedToken,
  RECOVERY_CODE_COUNT,
  sessionSortFields,
  tokenSortFields,
  type Session,
  type Token,
  tokenCreateSchema,
  twoFactorDisableInputSchema,
  twoFactorEnableInputSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../src/shared/access';
import type { Admin } from '../../src/shared/admin';
import { ErrorCode, type ErrorEnvelope } from '../../src/shared/errors';
import type { ListResponse } from '../../src/shared/list';
import { envelope, fieldErrors as issuesOf, unauthorized } from './envelopes';
import { MOCK_ADMIN, mockDb } from './db';
import { listQueryOf, listRows } from './list-rows';

/**
 * MSW handlers for the account-security calls: two-factor set-up and sign-in,
 * sessions, API tokens, the activity trail and clearing another admin's
 * two-factor, on the real REST paths and in the real shapes (the shared
 * types), inputs checked with the shared schemas the server applies.
 *
 * The mock authenticator app always shows `MOCK_TOTP_CODE`; recovery codes
 * are `MOCK_RECOVERY_CODES` and each works once, as on the server.
 * `accessDb` is reset with the rest by `resetMockDb()`.
 */

export const MOCK_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const MOCK_TOTP_CODE = '123456';
export const MOCK_OTPAUTH_URL = `otpauth://totp/Portfolio:${MOCK_ADMIN.username}?secret=${MOCK_TOTP_SECRET}&issuer=Portfolio`;
/** A tiny but real SVG, as the server's QR code is one. */
export const MOCK_QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0z"/></svg>';
export const MOCK_RECOVERY_CODES = Array.from(
  { length: RECOVERY_CODE_COUNT },
  (_, index) => `abcd${index}-efgh${index}`,
);

/** The server's answer to a missing or wrong second factor at sign-in. */
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Two-factor code required';

/** As the server compares recovery codes: case, spaces and dashes do not matter. */
const normalize = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

function freshDb() {
  return {
    twoFactor: {
      enabled: false,
      /** A set-up was started and waits for a code. */
      pending: false,
      recoveryCodes: [] as string[],
    },
    sessions: [] as Session[],
    tokens: [] as Token[],
    nextTokenId: 1,
    audit: [] as AuditEntry[],
    nextAuditId: 1,
    /** Admins whose two-factor another admin cleared, by id. */
    clearedTwoFactor: [] as number[],
    /** Every sign-in attempt's body, in order. */
    logins: [] as Record<string, unknown>[],
    /**
     * Whether the session signed in or confirmed recently; false plays a
     * session older than CONFIRM_MINUTES, which sensitive changes refuse.
     */
    confirmed: true,
    /** The new password set with POST /auth/password (the mock admin's own stays as it is). */
    passwordChangedTo: null as string | null,
    /** Every confirmation's body, in order. */
    confirmations: [] as Record<string, unknown>[],
  };
}

/** The server's refusal of a sensitive change from a session not confirmed recently. */
export const confirmRequired = () =>
  envelope(ErrorCode.confirmRequired, 'Confirm your password to continue.');

export const accessDb = {
  ...freshDb(),

  reset(): void {
    Object.assign(this, freshDb());
  },

  /** Two-factor on for MOCK_ADMIN, with the ten mock recovery codes unused. */
  enableTwoFactor(): void {
    this.twoFactor = { enabled: true, pending: false, recoveryCodes: [...MOCK_RECOVERY_CODES] };
  },

  seedSession(fields: Partial<Session> = {}): Session {
    const n = this.sessions.length + 1;
    const session: Session = {
      sessionId: `session-${n}`,
      createdAt: '2024-05-01T08:00:00.000Z',
      lastSeenAt: '2024-05-01T09:00:00.000Z',
      userAgent: null,
      current: false,
      ...fields,
    };
    this.sessions.push(session);
    return session;
  },

  seedToken(fields: Partial<Token> = {}): Token {
    const token: Token = {
      tokenId: this.nextTokenId++,
      name: `Token ${this.nextTokenId - 1}`,
      scope: 'read',
      createdAt: '2024-05-01T08:00:00.000Z',
      expiresAt: null,
      lastUsedAt: null,
      ...fields,
    };
    this.tokens.push(token);
    return token;
  },

  seedAudit(fields: Partial<AuditEntry> & { action: AuditAction }): AuditEntry {
    const entry: AuditEntry = {
      auditId: this.nextAuditId++,
      at: '2024-05-01T08:00:00.000Z',
      adminId: MOCK_ADMIN.adminId,
      username: MOCK_ADMIN.username,
      entity: null,
      entityId: null,
      fields: [],
      via: 'session',
      tokenId: null,
      address: '0123456789abcdef0123456789abcdef',
      userAgent: null,
      ...fields,
    };
    this.audit.push(entry);
    return entry;
  },
};

async function jsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => ({}));
}

/** A current TOTP code or an unused recovery code (which is then spent), as the server checks. */
export function secondFactorOk(code: unknown): boolean {
  if (typeof code !== 'string' || !accessDb.twoFactor.enabled) return false;
  if (code.trim() === MOCK_TOTP_CODE) return true;
  const typed = normalize(code);
  const index = accessDb.twoFactor.recoveryCodes.findIndex((stored) => normalize(stored) === typed);
  if (index < 0) return false;
  accessDb.twoFactor.recoveryCodes.splice(index, 1);
  return true;
}

/**
 * Sign-in as the server does it: the password first (2001), then, with
 * two-factor on, the code (2002 when missing or wrong). Answers null when it
 * succeeds, else the refusal.
 */
export function refuseSignIn(body: Record<string, unknown>): ErrorEnvelope | null {
  accessDb.logins.push(body);
  const { username, password, code } = body;
  if (username !== MOCK_ADMIN.username || password !== MOCK_ADMIN.password) {
    return envelope(ErrorCode.badCredentials, 'Bad credentials');
  }
  if (accessDb.twoFactor.enabled && !secondFactorOk(code)) {
    return envelope(ErrorCode.twoFactorRequired, TWO_FACTOR_REQUIRED_MESSAGE);
  }
  return null;
}

const wrongCode = () =>
  envelope(400, 'The code is wrong', [{ path: 'code', message: 'The code is wrong' }]);

const twoFactorHandlers = [
  http.get('/auth/2fa', ({ response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const { enabled, recoveryCodes } = accessDb.twoFactor;
    return response(200).json({
      enabled,
      recoveryCodesLeft: enabled ? recoveryCodes.length : 0,
    } satisfies TwoFactorStatus);
  }),

  http.post('/auth/2fa/setup', ({ response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    if (accessDb.twoFactor.enabled) {
      return response(409).json(
        envelope(409, 'Two-factor sign-in is already on: turn it off first'),
      );
    }
    accessDb.twoFactor.pending = true;
    return response(200).json({
      otpauthUrl: MOCK_OTPAUTH_URL,
      secret: MOCK_TOTP_SECRET,
      qrCode: MOCK_QR_SVG,
    } satisfies TwoFactorSetup);
  }),

  http.post('/auth/2fa/enable', async ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    if (!accessDb.confirmed) return response(403).json(confirmRequired());
    const parsed = twoFactorEnableInputSchema.safeParse(await jsonBody(request));
    if (!parsed.success)
      return response(400).json(envelope(400, 'Invalid input', issuesOf(parsed.error)));
    if (accessDb.twoFactor.enabled)
      return response(409).json(envelope(409, 'Two-factor sign-in is already on'));
    if (!accessDb.twoFactor.pending) {
      return response(409).json(envelope(409, 'Start the set-up first: no secret is waiting'));
    }
    if (parsed.data.code !== MOCK_TOTP_CODE) return response(400).json(wrongCode());
    accessDb.enableTwoFactor();
    return response(200).json({ recoveryCodes: [...MOCK_RECOVERY_CODES] });
  }),

  http.post('/auth/2fa/disable', async ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    if (!accessDb.confirmed) return response(403).json(confirmRequired());
    const parsed = twoFactorDisableInputSchema.safeParse(await jsonBody(request));
    if (!parsed.success)
      return response(400).json(envelope(400, 'Invalid input', issuesOf(parsed.error)));
    if (!accessDb.twoFactor.enabled)
      return response(409).json(envelope(409, 'Two-factor sign-in is not on'));
    if (parsed.data.password !== MOCK_ADMIN.password) {
      return response(400).json(
        envelope(400, 'The password is wrong', [
          { path: 'password', message: 'The password is wrong' },
        ]),
      );
    }
    if (!secondFactorOk(parsed.data.code)) return response(400).json(wrongCode());
    accessDb.twoFactor = { enabled: false, pending: false, recoveryCodes: [] };
    return response(200).json({ statusCode: 0 });
  }),
];

const sessionHandlers = [
  http.get('/api/session', ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    return response(200).json(
      listRows(
        accessDb.sessions,
        listQueryOf(request),
        ['userAgent'],
        sessionSortFields,
        [['lastSeenAt', 'desc']],
        'sessionId',
      ) satisfies ListResponse<Session>,
    );
  }),

  http.delete('/api/session/{id}', ({ params, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const session = accessDb.sessions.find((row) => row.sessionId === params.id);
    if (!session) return response(404).json(envelope(404, 'Session not found'));
    if (!session.current && !accessDb.confirmed) return response(403).json(confirmRequired());
    accessDb.sessions = accessDb.sessions.filter((row) => row !== session);
    if (session.current) mockDb.signedIn = false;
    return response(200).json(session);
  }),

  http.delete('/api/session', ({ response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    if (!accessDb.confirmed) return response(403).json(confirmRequired());
    const before = accessDb.sessions.length;
    accessDb.sessions = accessDb.sessions.filter((row) => row.current);
    return response(200).json({ endedSessions: before - accessDb.sessions.length });
  }),
];

const tokenHandlers = [
  http.get('/api/token', ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    return response(200).json(
      listRows(
        accessDb.tokens,
        listQueryOf(request),
        ['name'],
        tokenSortFields,
        [['tokenId', 'desc']],
        'tokenId',
      ) satisfies ListResponse<Token>,
    );
  }),

  http.post('/api/token', async ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const parsed = tokenCreateSchema.safeParse(await jsonBody(request));
    if (!parsed.success) {
      return response(400).json(
        envelope(ErrorCode.createFailed, 'Failed to create Token', issuesOf(parsed.error)),
      );
    }
    if (parsed.data.scope === 'write' && !accessDb.confirmed) {
      return response(403).json(confirmRequired());
    }
    const row = accessDb.seedToken({
      name: parsed.data.name,
      scope: parsed.data.scope,
      createdAt: new Date().toISOString(),
      expiresAt: parsed.data.expiresAt ? new Date(parsed.data.expiresAt).toISOString() : null,
    });
    const created: CreatedToken = { ...row, token: `pcms_mock-secret-${row.tokenId}` };
    return response(200).json(created);
  }),

  http.delete('/api/token/{id}', ({ params, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const row = accessDb.tokens.find((token) => String(token.tokenId) === params.id);
    if (!row) return response(404).json(envelope(404, 'Token not found'));
    accessDb.tokens = accessDb.tokens.filter((token) => token !== row);
    return response(200).json(row);
  }),
];

const DAY_MS = 86_400_000;

const auditHandlers = [
  http.get('/api/audit', ({ request, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const parsed = auditListQuerySchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!parsed.success)
      return response(400).json(envelope(400, 'Invalid input', issuesOf(parsed.error)));
    const query = parsed.data;
    const from = query.from ? Date.parse(`${query.from}T00:00:00.000Z`) : -Infinity;
    const to = query.to ? Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS : Infinity;
    const rows = accessDb.audit
      .filter(
        (entry) =>
          (query.adminId === undefined || entry.adminId === query.adminId) &&
          (!query.entity || entry.entity === query.entity) &&
          (!query.action || entry.action === query.action) &&
          Date.parse(entry.at) >= from &&
          Date.parse(entry.at) < to,
      )
      // Newest first, as the server orders the trail.
      .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.auditId - a.auditId);
    const start = (query.page - 1) * query.limit;
    return response(200).json({
      items: rows.slice(start, start + query.limit),
      metadata: {
        totalItems: rows.length,
        totalPages: Math.ceil(rows.length / query.limit),
        page: query.page,
        limit: query.limit,
      },
    } satisfies ListResponse<AuditEntry>);
  }),
];

const adminTwoFactorHandlers = [
  http.delete('/api/admin/{id}/2fa', ({ params, response }) => {
    if (!mockDb.signedIn) return response(401).json(unauthorized());
    const admin = mockDb.admin.find(String(params.id));
    if (!admin) return response(404).json(envelope(404, 'Admin not found'));
    if (!accessDb.confirmed) return response(403).json(confirmRequired());
    accessDb.clearedTwoFactor.push(admin.adminId);
    const { adminId, username, active } = admin;
    return response(200).json({ adminId, username, active } satisfies Admin);
  }),
];

export const accessHandlers = [
  ...twoFactorHandlers,
  ...sessionHandlers,
  ...tokenHandlers,
  ...auditHandlers,
  ...adminTwoFactorHandlers,
];
