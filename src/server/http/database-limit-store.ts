import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

/** The part of a MikroORM connection the store uses. */
interface Connection {
  execute(sql: string, params?: unknown[], method?: 'all' | 'run'): Promise<unknown>;
}

/**
 * One statement counts a hit and starts a new window once the old one has
 * passed, so two instances counting the same address at the same moment can
 * neither lose a hit nor both start a window: the database serialises the
 * row. `on conflict … do update … returning` reads the same on SQLite and
 * PostgreSQL. The table's layout is rate-limiter-flexible's.
 */
const COUNT_HIT = `insert into rate_limit (key, points, expire) values (?, 1, ?)
  on conflict (key) do update set
    points = case when rate_limit.expire > ? then rate_limit.points + 1 else 1 end,
    expire = case when rate_limit.expire > ? then rate_limit.expire else excluded.expire end
  returning points, expire`;

interface Row {
  points: number | string;
  expire: number | string | null;
}

const asInfo = (row: Row | undefined): ClientRateLimitInfo => ({
  totalHits: Number(row?.points ?? 0),
  resetTime: row?.expire == null ? undefined : new Date(Number(row.expire)),
});

/**
 * express-rate-limit's counts kept in the database (`rate_limit`), so every
 * instance on it shares one limit per address, and a restart forgets none:
 * with two instances behind a balancer, a limit of 5 a minute stays 5, not 10.
 */
export class DatabaseLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  /** `prefix` keeps this limit's keys apart from any other limit's. */
  constructor(
    private readonly connection: () => Connection,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const rows = (await this.connection().execute(
      'select points, expire from rate_limit where key = ? and expire > ?',
      [this.prefix + key, Date.now()],
      'all',
    )) as Row[];
    return rows[0] ? asInfo(rows[0]) : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = Date.now();
    const rows = (await this.connection().execute(
      COUNT_HIT,
      [this.prefix + key, now + this.windowMs, now, now],
      'all',
    )) as Row[];
    return asInfo(rows[0]);
  }

  async decrement(key: string): Promise<void> {
    await this.connection().execute(
      'update rate_limit set points = points - 1 where key = ? and points > 0 and expire > ?',
      [this.prefix + key, Date.now()],
      'run',
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.connection().execute(
      'delete from rate_limit where key = ?',
      [this.prefix + key],
      'run',
    );
  }
}

/** Deletes counts whose window ended more than an hour ago; answers how many. */
export async function pruneLimits(connection: Connection, now = Date.now()): Promise<number> {
  const result = (await connection.execute(
    'delete from rate_limit where expire < ?',
    [now - 60 * 60 * 1000],
    'run',
  )) as { affectedRows?: number };
  return result.affectedRows ?? 0;
}
