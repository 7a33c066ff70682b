import { describe, expect, it } from 'vitest';
import {
  forgetReturnPath,
  rememberedReturnPath,
  rememberReturnPath,
  safeReturnPath,
} from '../../src/client/admin/shell/return-path';

describe('the page to return to after signing in', () => {
  it.each(['/admin/projects?page=2', '/admin/categories?search=Harb#list', '/admin/messages'])(
    'keeps an admin page of this site as it is: %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    ['another site', 'https://evil.example/admin/dashboard'],
    ['a protocol-relative address', '//evil.example/admin/dashboard'],
    ['a backslash the browser reads as a slash', '/\\evil.example/admin/dashboard'],
    ['a tab the parser drops', '/\t/evil.example/admin/dashboard'],
    ['a script address', 'javascript:alert(1)'],
    ['the public page', '/'],
    ['a way out of /admin', '/admin/../projects'],
    ['the login page itself', '/admin/login?next=/admin/login'],
    ['the bare admin address', '/admin'],
    ['nothing', null],
    ['an empty value', ''],
  ])('refuses %s', (_label, candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it('keeps an admin page for this tab until it is forgotten, and never a page outside the admin', () => {
    rememberReturnPath({ pathname: '/admin/projects', search: '?page=2', hash: '#list' });
    expect(rememberedReturnPath()).toBe('/admin/projects?page=2#list');
    expect(rememberedReturnPath()).toBe('/admin/projects?page=2#list');

    rememberReturnPath({ pathname: '/admin', search: '', hash: '' });
    expect(rememberedReturnPath()).toBeNull();

    rememberReturnPath({ pathname: '/admin/messages', search: '', hash: '' });
    forgetReturnPath();
    expect(rememberedReturnPath()).toBeNull();
  });

  it('does not trust what was written to the storage by other means', () => {
    sessionStorage.setItem('portfolio.admin.returnTo', '//evil.example/admin/dashboard');
    expect(rememberedReturnPath()).toBeNull();
  });
});
