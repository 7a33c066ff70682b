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
