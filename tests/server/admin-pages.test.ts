import { describe, expect, it } from 'vitest';
import { serverAdminPages } from '../../src/server/http/admin-pages';
import { contentModules } from '../../src/server/modules/content-registry';

describe('admin pages', () => {
  // tests/client/admin-pages.test.ts holds that the admin app routes the same pages.
  it("include each content module's page, once", () => {
    for (const module of contentModules) expect(serverAdminPages).toContain(module.adminPage);
    expect(new Set(serverAdminPages).size).toBe(serverAdminPages.length);
  });
});
