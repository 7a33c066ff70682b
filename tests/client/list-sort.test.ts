import { describe, expect, it } from 'vitest';
import { nextSort, readSort, sortText } from '../../src/client/admin/list/list-sort';

const fields = ['name', 'email', 'createdAt'];

describe('list sort', () => {
  it('starts a new column ascending and turns the current one around', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toEqual({
      field: 'name',
      direction: 'asc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'email')).toEqual({
      field: 'email',
      direction: 'asc',
    });
  });

  it('reads the first field of an order, its tie-breakers aside', () => {
    expect(readSort('createdAt:desc,messageId:desc', fields)).toEqual({
      field: 'createdAt',
      direction: 'desc',
    });
    expect(readSort('name', fields)).toEqual({ field: 'name', direction: 'asc' });
    expect(sortText({ field: 'email', direction: 'desc' })).toBe('email:desc');
  });

  it('ignores an address it cannot use', () => {
    expect(readSort(null, fields)).toBeNull();
    expect(readSort('', fields)).toBeNull();
    expect(readSort('password:asc', fields)).toBeNull();
    expect(readSort('name:sideways', fields)).toBeNull();
  });
});
