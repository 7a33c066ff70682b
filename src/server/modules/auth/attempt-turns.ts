/**
 * Sign-in attempts that share a key take turns. A lock-out only holds if an
 * attempt sees every failure counted before it: checking the lock, spending
 * the password hash's time, then counting the failure leaves a gap in which
 * a thousand simultaneous attempts would all pass the check and make a
 * thousand guesses instead of ten. Within one process, attempts for the same
 * account (and from the same address) therefore run one after another;
 * attempts for different accounts still run side by side.
 */
const tails = new Map<string, Promise<void>>();

async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  let done!: () => void;
  const mine = new Promise<void>((resolve) => (done = resolve));
  const tail = before.then(() => mine);
  tails.set(key, tail);
  await before;
  try {
    return await work();
  } finally {
    done();
    // The last in line leaves no entry behind, so the map stays small.
    if (tails.get(key) === tail) tails.delete(key);
  }
}

/**
 * Runs `work` once it is the turn of every key, taken in sorted order so two
 * attempts never wait for each other crosswise.
 */
export function inTurnFor<T>(keys: string[], work: () => Promise<T>): Promise<T> {
  const ordered = [...new Set(keys)].sort();
  const run = (index: number): Promise<T> =>
    index === ordered.length ? work() : inTurn(ordered[index] as string, () => run(index + 1));
  return run(0);
}

/**
 * Sign-ins holding a PostgreSQL lock at once, at most: each holds one pooled
 * connection for its lock while its queries take others, so an unbounded
 * number (many accounts guessed at once) could take every connection and
 * leave none for the queries the lock holders wait on.
 */
const MAX_LOCK_HOLDERS = 4;
let lockHolders = 0;
const waitingForSlot: (() => void)[] = [];

async function withLockSlot<T>(work: () => Promise<T>): Promise<T> {
  if (lockHolders < MAX_LOCK_HOLDERS) lockHolders += 1;
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waitingForSlot.shift();
    if (next) next();
    else lockHolders -= 1;
  }
}

/** The part of a MikroORM instance the locks need. */
interface LockingDatabase {
  em: { fork(): { transactional<T>(work: (em: TransactionalEm) => Promise<T>): Promise<T> } };
}
interface TransactionalEm {
  getConnection(): {
    execute(sql: string, params: unknown[], method: 'all', ctx: unknown): Promise<unknown>;
  };
  getTransactionContext(): unknown;
}

/**
 * The same turns across every instance on one PostgreSQL database: after
 * its turn in this process, an attempt takes a transaction-scoped advisory
 * lock per key (in sorted order, so two never wait crosswise), which another
 * instance's attempt for the same account or address waits for. The lock
 * ends with the transaction, also when the process dies.
 */
export function inTurnAcrossInstances(database: LockingDatabase) {
  return <T>(keys: string[], work: () => Promise<T>): Promise<T> =>
    inTurnFor(keys, () =>
      withLockSlot(() =>
        database.em.fork().transactional(async (em) => {
          for (const key of [...new Set(keys)].sort()) {
            await em
              .getConnection()
              .execute(
                'select pg_advisory_xact_lock(hashtextextended(?, 0))',
                [key],
                'all',
                em.getTransactionContext(),
              );
          }
          return work();
        }),
      ),
    );
}

/** Runs sign-in work in turn per key: within this process, or across instances. */
export type AttemptTurns = <T>(keys: string[], work: () => Promise<T>) => Promise<T>;
