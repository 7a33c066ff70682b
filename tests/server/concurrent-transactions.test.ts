/**
 * On PostgreSQL requests run at once, so transactions overlap. Runs in the
 * server-postgres project only: SQLite's single connection cannot hold two
 * open transactions, so there they never overlap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentVersion } from '../../src/server/db/content-version';
import { CategoryEntity } from '../../src/server/modules/category/category.entity';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('overlapping transactions', () => {
  it('bump the content version when the one that wrote content ends, not when another does', async () => {
    const version = contentVersion(server.orm.em);
    const writer = server.orm.em.fork();
    await writer.begin();
    writer.create(CategoryEntity, { name: 'Written in a long transaction' });
    await writer.flush();

    const other = server.orm.em.fork();
    await other.begin();
    await other.commit();

    // A page rendered now does not see the uncommitted row; it must not be
    // kept past the writer's commit.
    const beforeCommit = version.current;
    await writer.commit();
    expect(version.current).toBeGreaterThan(beforeCommit);
  });
});
