import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeReturnPath } from '../../src/client/admin/shell/return-path';

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

  it('puts the page into the login address, and leaves it out when it is no admin page', () => {
    expect(loginPathReturningTo({ pathname: '/admin/projects', search: '?page=2', hash: '' })).toBe(
      '/admin/login?next=%2Fadmin%2Fprojects%3Fpage%3D2',
    );
    expect(loginPathReturningTo({ pathname: '/admin', search: '', hash: '' })).toBe('/admin/login');
  });
});
