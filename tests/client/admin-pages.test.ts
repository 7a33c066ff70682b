import { describe, expect, it } from 'vitest';
import { adminPageSlugs } from '../../src/client/admin/shell/admin-nav';
import { serverAdminPages } from '../../src/server/http/admin-pages';

describe('admin pages', () => {
  it('are the ones the server knows: any other /admin path answers 404 there', () => {
    expect([...adminPageSlugs].sort()).toEqual([...serverAdminPages].sort());
  });
});
