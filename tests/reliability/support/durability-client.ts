import { E2E_ADMIN_PASSWORD } from '../../e2e/support/app-process';

/**
 * The client side of the durability suite: a seeded random source, a target
 * that can be paused while the server is killed and restarted (on a new
 * port), and one request function that sorts every reply into acknowledged
 * (a complete 2xx reply), refused (any other reply) or failed (no reply).
 */

/** mulberry32: small, fast and fully determined by its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `RELIABILITY_SEED` replays a run; otherwise a fresh seed, printed by the suite. */
export function runSeed(): number {
  const given = process.env.RELIABILITY_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed) || seed < 0) {
      throw new Error(`RELIABILITY_SEED must be a whole number, not "${given}"`);
    }
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}

export type Outcome =
  | { kind: 'acknowledged'; status: number; body: unknown }
  | { kind: 'refused'; status: number; text: string }
  | { kind: 'failed'; error: string; generation: number; duringKill: boolean };

/**
 * Where requests go. While the server is down the gate is closed, so the
 * workers wait instead of spending their requests on a closed port; requests
 * already in flight at the kill fail, and those are the kill window's.
 */
export class Target {
  /** Counts server processes: 0 for the first, 1 after the restart. */
  generation = 0;
  killing = false;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => {};

  constructor(
    public url: string,
    readonly cookie: string,
  ) {}

  close(): void {
    this.killing = true;
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  reopen(url: string): void {
    this.url = url;
    this.generation += 1;
    this.killing = false;
    this.open();
  }

  async ready(): Promise<{ url: string; generation: number }> {
    await this.gate;
    return { url: this.url, generation: this.generation };
  }
}

export interface SendOptions {
  /** Sent with the admin's session cookie. */
  admin?: boolean;
  json?: unknown;
  form?: FormData;
}

/** One request. A reply counts as acknowledged only once its whole body has arrived. */
export async function send(
  target: Target,
  method: string,
  path: string,
  options: SendOptions = {},
): Promise<Outcome> {
  const { url, generation } = await target.ready();
  const headers: Record<string, string> = {};
  if (options.admin) headers.cookie = target.cookie;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  try {
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    if (!response.ok) return { kind: 'refused', status: response.status, text: text.slice(0, 300) };
    return { kind: 'acknowledged', status: response.status, body: text ? JSON.parse(text) : null };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      kind: 'failed',
      error: cause ?? String(error),
      generation,
      // Sent to the process being killed, and it has been or is being killed.
      duringKill: generation === target.generation ? target.killing : true,
    };
  }
}

/** Runs `work` on `concurrency` workers that pull indexes 0..count-1 in order. */
export async function pool(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await work(index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Signs in as the suite's admin; the sealed cookie stays valid across a restart. */
export async function signInCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
