import type { Category } from '../../src/shared/category';
import type { FieldError } from '../../src/shared/errors';
import type { ListResponse } from '../../src/shared/list';

/** The admin the mock server accepts; any other credentials answer 2001. */
export const MOCK_ADMIN = {
  adminId: 1,
  username: 'admin',
  password: 'correct horse',
  active: true,
};

export interface ListParams {
  filter: string;
  page: number;
  limit: number;
  sort: string;
}

/** The API's list paging (page, limit, total pages and items) over an in-memory array. */
export function listPage<T extends object>(
  rows: T[],
  params: ListParams,
  textFields: (keyof T)[],
): ListResponse<T> {
  const needle = params.filter.trim().toLowerCase();
  const filtered = needle
    ? rows.filter((row) =>
        textFields.some((field) => String(row[field]).toLowerCase().includes(needle)),
      )
    : [...rows];
  for (const part of params.sort.split(',').reverse()) {
    const [field, direction = 'asc'] = part.split(':') as [keyof T, string];
    if (!part) continue;
    const sign = direction === 'desc' ? -1 : 1;
    filtered.sort((a, b) => (a[field] < b[field] ? -sign : a[field] > b[field] ? sign : 0));
  }
  const totalItems = filtered.length;
  const start = (params.page - 1) * params.limit;
  return {
    items: filtered.slice(start, start + params.limit),
    metadata: {
      totalItems,
      totalPages: Math.ceil(totalItems / params.limit),
      page: params.page,
      limit: params.limit,
    },
  };
}

export class CategoryStore {
  private rows: Category[] = [];
  private nextId = 1;

  all(): Category[] {
    return [...this.rows];
  }

  find(id: number): Category | undefined {
    return this.rows.find((row) => row.categoryId === id);
  }

  /** Adds rows by name; handy for arranging a test. */
  seed(...names: string[]): Category[] {
    return names.map((name) => this.insert(name));
  }

  insert(name: string): Category {
    const row = { categoryId: this.nextId++, name };
    this.rows.push(row);
    return row;
  }

  nameTaken(name: string, exceptId?: number): boolean {
    return this.rows.some(
      (row) => row.categoryId !== exceptId && row.name.toLowerCase() === name.toLowerCase(),
    );
  }

  remove(id: number): Category | undefined {
    const row = this.find(id);
    if (row) this.rows = this.rows.filter((other) => other !== row);
    return row;
  }
}

/** The whole mock backend state, fresh for every test. */
export const mockDb = {
  signedIn: false,
  categories: new CategoryStore(),

  reset(): void {
    this.signedIn = false;
    this.categories = new CategoryStore();
  },
};

/** The same shape of field errors the real server sends with 1002/1003. */
export function validateCategoryName(value: unknown): FieldError[] {
  if (typeof value !== 'string' || value.trim() === '') {
    return [{ path: 'name', message: 'Name is required' }];
  }
  if (value.trim().length > 100) return [{ path: 'name', message: 'Name is too long' }];
  return [];
}
