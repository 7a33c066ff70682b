import { EventManager } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { contentVersion, watchSharedVersion } from '../../src/server/db/content-version';

/**
 * A database whose shared number the test sets, and whose reads the test
 * answers when it chooses: the order of a read and a commit is the test's.
 */
function fakeDatabase() {
  const events = new EventManager([]);
  const pending: ((rows: { version: number }[]) => void)[] = [];
  const em = {
    getEventManager: () => events,
    getConnection: () => ({
      execute: () => new Promise<{ version: number }[]>((resolve) => pending.push(resolve)),
    }),
  };
  return {
    em,
    version: contentVersion(em),
    /** Answers the oldest read still on its way with the given number. */
    answer: async (shared: number) => {
      pending.shift()?.([{ version: shared }]);
      // Lets the watcher's continuation run.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('the shared content version', () => {
  it('moves when another instance wrote, and only then', async () => {
    const { em, version, answer } = fakeDatabase();
    const stop = watchSharedVersion(em, () => undefined, 5);
    await answer(7);
    const start = version.current;
    await new Promise((resolve) => setTimeout(resolve, 10));
    await answer(7);
    expect(version.current).toBe(start);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await answer(8);
    expect(version.current).toBe(start + 1);
    stop();
  });

  it("does not move for a read that was on its way while this process's own commit landed", async () => {
    const { em, version, answer } = fakeDatabase();
    const stop = watchSharedVersion(em, () => undefined, 5);
    await answer(7);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // A read leaves; this process commits content (its own bump is counted
    // by the flush, not here), moving the shared number to 8; then the read
    // comes back with the number from before the commit.
    const start = version.current;
    version.committedShared(8);
    await answer(7);
    expect(version.current).toBe(start);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await answer(8);
    expect(version.current).toBe(start);
    stop();
  });
});
