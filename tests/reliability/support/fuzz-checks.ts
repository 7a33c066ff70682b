import type { RawReply } from './fuzz-client';
import { envelopeProblem, type Operation } from './fuzz-contract';
import { type FuzzRequest, TOKEN_KINDS } from './fuzz-requests';

/**
 * What each answer is held to, and the tally of the run. A finding keeps
 * the request, so the report can show it and how to replay it.
 */

export interface Finding {
  check: string;
  request: FuzzRequest;
  reply: RawReply;
  detail?: string;
}

export const NO_FINDINGS = {
  serverErrors: 0,
  offEnvelope: 0,
  noAnswer: 0,
  junkAccepted: 0,
  servedToVisitor: 0,
  successOffSchema: 0,
  /** An API token let through beyond its scope, or a token call answered other than it must be. */
  tokenScopeBroken: 0,
  /** A scripted call (the two-factor round) answered other than it must be. */
  unexpectedAnswer: 0,
};

export type FindingKind = keyof typeof NO_FINDINGS;

/** Copies with every string trimmed: the schemas trim text, so padding alone is not junk. */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimmed(inner)]));
}

/**
 * Node's HTTP parser refuses a request head over its limit (16 KB) with 431
 * before any route sees it: no operation answers it, so none documents it.
 * It is still held to the envelope.
 */
/** A path segment `.` or `..` (dots spelled `%2e` or not), or a backslash. */
const AMBIGUOUS_PATH = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$|\?)|\\/i;

const HEAD_TOO_LARGE = 431;

/** Whether the request carries a credential that lets it make this (admin-only) call. */
function signedInFor(request: FuzzRequest, operation: Operation): boolean {
  if (TOKEN_KINDS.includes(request.session)) return operation.bearer;
  // A cookie beside an Authorization header that does not work is no credential at all.
  return request.session === 'admin' && request.headers.authorization === undefined;
}

function underApi(path: string): boolean {
  return /^\/(api|auth)(\/|\?|$)/i.test(path);
}

function increment<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

export function excerpt(value: string | Buffer | undefined, length = 240): string {
  if (value === undefined) return '(none)';
  const text =
    typeof value === 'string' ? value : `<${value.length} bytes> ${value.toString('latin1')}`;
  const shown = JSON.stringify(text.slice(0, length));
  return text.length > length ? `${shown}… (${text.length} chars)` : shown;
}

export class Verdicts {
  readonly counts = { ...NO_FINDINGS };
  readonly findings: Finding[] = [];
  readonly byStatus = new Map<number, number>();
  /** `415 on POST /api/category` → how often: answers the document does not list. */
  readonly undocumented = new Map<string, number>();
  readonly statusesByOperation = new Map<string, Map<number, number>>();
  readonly operationsAnsweredOk = new Set<string>();
  readonly wellFormed = { sent: 0, ok: 0, refused: [] as string[] };
  /** A read token's writes to admin-only calls, sent as the call itself (same method): their answers. */
  readonly readTokenWrites = new Map<number, number>();
  private readonly operations: Map<string, Operation>;

  constructor(operations: Operation[]) {
    this.operations = new Map(operations.map((operation) => [operation.id, operation]));
  }

  private fail(
    kind: FindingKind,
    check: string,
    request: FuzzRequest,
    reply: RawReply,
    detail?: string,
  ) {
    this.counts[kind]++;
    this.findings.push({ check, request, reply, detail });
  }

  record(request: FuzzRequest, reply: RawReply): void {
    increment(this.byStatus, reply.status);
    if (reply.error || reply.status <= 0) {
      this.fail('noAnswer', 'no answer', request, reply, reply.error);
      return;
    }
    if (reply.status >= 500) this.fail('serverErrors', `HTTP ${reply.status}`, request, reply);
    const operation = this.operations.get(request.operation);
    const success = reply.status >= 200 && reply.status < 300;

    // Every error under /api and /auth is the envelope, whatever was sent.
    if (underApi(request.path) && reply.status >= 400 && request.method !== 'HEAD') {
      const problem = envelopeProblem(
        reply.status,
        request.method,
        operation?.path ?? request.path,
        reply.contentType,
        reply.text,
      );
      if (problem) this.fail('offEnvelope', 'error outside the envelope', request, reply, problem);
    }
    if (request.expect !== undefined) {
      const met = request.expect === '2xx' ? success : reply.status === request.expect;
      if (!met) {
        this.fail(
          TOKEN_KINDS.includes(request.session) ? 'tokenScopeBroken' : 'unexpectedAnswer',
          `answered other than ${request.expect}`,
          request,
          reply,
        );
      }
    }
    if (request.kind === 'well-formed call') {
      this.wellFormed.sent++;
      if (success) this.wellFormed.ok++;
      else {
        this.wellFormed.refused.push(
          `${request.method} ${request.path} ${excerpt(request.body, 200)} → ${reply.status} ${excerpt(reply.text, 200)}`,
        );
      }
    }
    // The rest holds the answer to the operation's own documentation: not for swapped methods.
    if (!operation || request.method !== operation.method) return;
    const seen = this.statusesByOperation.get(operation.id) ?? new Map<number, number>();
    increment(seen, reply.status);
    this.statusesByOperation.set(operation.id, seen);
    if (!operation.statuses.includes(reply.status) && reply.status !== HEAD_TOO_LARGE) {
      increment(this.undocumented, `${reply.status} on ${operation.id}`);
    }
    const writes = operation.method !== 'GET';
    if (request.session === 'read' && operation.secured && writes) {
      increment(this.readTokenWrites, reply.status);
      // Past the body parser (which takes an object or an array of at most
      // 1 MB), the router and the guard against NUL characters anywhere in
      // the input, the token is refused before the input is read.
      const parsed = request.json?.value;
      const text = typeof request.body === 'string' ? request.body : '';
      const reachesCall =
        request.mustRefuse === undefined &&
        !request.path.includes('%00') &&
        // A dot segment or a backslash in the path is refused (404) for
        // everyone before any route runs, as the NUL guard refuses NUL.
        !AMBIGUOUS_PATH.test(request.path) &&
        ((typeof parsed === 'object' &&
          parsed !== null &&
          Buffer.byteLength(text) < 1_000_000 &&
          !text.includes('\\u0000')) ||
          (request.body === undefined && !operation.body));
      if (reachesCall && reply.status !== 403) {
        this.fail('tokenScopeBroken', 'read token write not refused with 403', request, reply);
      }
    }
    if (!success) return;
    this.operationsAnsweredOk.add(operation.id);

    if (TOKEN_KINDS.includes(request.session) && operation.secured && writes) {
      // A read token never writes; no token manages sign-in (the calls that take the cookie alone).
      if (request.session === 'read' || !operation.bearer) {
        this.fail(
          'tokenScopeBroken',
          `write answered to a ${request.session} token`,
          request,
          reply,
        );
      }
    } else if (operation.secured && !signedInFor(request, operation)) {
      this.fail(
        'servedToVisitor',
        'admin-only call answered without a valid session',
        request,
        reply,
      );
    }
    const validate = operation.validateSuccess.get(reply.status);
    if (validate && /json/.test(reply.contentType)) {
      let body: unknown;
      try {
        body = JSON.parse(reply.text);
      } catch {
        body = Symbol('not JSON');
      }
      if (!validate(body)) {
        const detail = JSON.stringify(validate.errors?.[0]);
        this.fail(
          'successOffSchema',
          'success reply off its documented schema',
          request,
          reply,
          detail,
        );
      }
    }
    if (request.mustRefuse) {
      this.fail(
        'junkAccepted',
        'invalid query or path accepted',
        request,
        reply,
        request.mustRefuse,
      );
    }
    // Junk only if the body breaks its schema even once trimmed, as the server trims text.
    const validateBody = operation.validateBody;
    if (request.json && validateBody && !validateBody(request.json.value)) {
      const reason = JSON.stringify(validateBody.errors?.[0]);
      if (!validateBody(trimmed(request.json.value))) {
        this.fail('junkAccepted', 'invalid body accepted', request, reply, reason);
      }
    }
  }

  undocumentedTotal(): number {
    return [...this.undocumented.values()].reduce((sum, count) => sum + count, 0);
  }

  statusSummary(): string {
    return [...this.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
  }

  /** One example per kind of finding (the rest are usually the same defect again), with its replay line. */
  report(seed: number, missed: Operation[]): string {
    const lines: string[] = [];
    const groups = new Map<string, Finding[]>();
    for (const finding of this.findings) {
      const key = `${finding.check} | ${finding.request.operation} | ${finding.detail?.slice(0, 50) ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), finding]);
    }
    for (const [key, group] of groups) {
      lines.push(`${group.length}× ${key}`, describeFinding(group[0] as Finding, seed), '');
    }
    for (const operation of missed) {
      const seen = [...(this.statusesByOperation.get(operation.id) ?? [])];
      lines.push(`never 2xx: ${operation.id}: ${seen.map(([s, n]) => `${s}×${n}`).join(', ')}`);
    }
    for (const line of this.wellFormed.refused) lines.push(`well-formed call refused: ${line}`);
    for (const [key, count] of this.undocumented) lines.push(`undocumented: ${count}× ${key}`);
    return lines.join('\n');
  }
}

function describeFinding({ check, request, reply, detail }: Finding, seed: number): string {
  const headers = Object.entries(request.headers)
    // The session is shown by name.
    .filter(([name]) => name !== 'cookie')
    .map(([name, value]) => `${name}: ${value.slice(0, 80)}`)
    .join('; ');
  return [
    `✗ ${check}${detail ? ` (${detail})` : ''}`,
    `  #${request.index} ${request.method} ${request.path.slice(0, 300)}`,
    `  operation: ${request.operation}; session: ${request.session}; ${request.kind}`,
    `  headers: ${headers || '(none)'}`,
    `  body: ${excerpt(request.body)}`,
    `  answer: ${reply.status}${reply.error ? ` ${reply.error}` : ''} ${reply.contentType} ${excerpt(reply.text)}`,
    `  replay: RELIABILITY_SEED=${seed} FUZZ_ONLY=${request.index} npx vitest run --config vitest.reliability.config.ts tests/reliability/fuzz.reliability.test.ts`,
  ].join('\n');
}
