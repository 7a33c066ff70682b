import { describe, expect, it } from 'vitest';
import { serverAdminPages } from '../../src/server/http/admin-pages';
import { contentModules } from '../../src/server/modules/content-registry';
import { adminPages } from '../../src/shared/admin-pages';

describe('admin pages', () => {
  it('serve every page the admin app routes, and each content module has one', () => {
    expect(serverAdminPages).toEqual(expect.arrayContaining([...adminPages]));
    for (const module of contentModules) expect(serverAdminPages).toContain(module.adminPage);
    expect(new Set(serverAdminPages).size).toBe(serverAdminPages.length);
  });
});
