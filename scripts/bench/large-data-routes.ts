/**
 * The calls the admin app makes on its list pages and its dashboard, with
 * the query parameters it sends (page, limit, filter, sort, in that order),
 * and the visitor's home page. Each list page is read four ways: its first
 * page, its last page, in another order than its own, and searched.
 */
import { DEFAULT_PAGE_SIZE } from '../../src/shared/list';

export interface AdminListPage {
  /** The admin page, as its sidebar names it. */
  page: string;
  /** The REST path of its list call. */
  path: string;
  /** The order the page always asks for, when it asks for one. */
  sort?: string;
  /** Another order the list supports: the "sorted" read. */
  otherSort?: string;
  /** The "filtered" read's extra parameters: a search, or the page's own filters. */
  filter: Record<string, string>;
}

/** Every content page of the admin app (its sidebar order), then the activity trail. */
export const ADMIN_LIST_PAGES: readonly AdminListPage[] = [
  { page: 'Variables', path: '/api/variable', otherSort: 'key:desc', filter: { filter: 'title' } },
  { page: 'Tools', path: '/api/tool', otherSort: 'name:desc', filter: { filter: 'type' } },
  { page: 'Categories', path: '/api/category', otherSort: 'name:desc', filter: { filter: 'web' } },
  { page: 'Projects', path: '/api/project', otherSort: 'name:asc', filter: { filter: 'harbour' } },
  { page: 'Expertise', path: '/api/expertise', otherSort: 'name:desc', filter: { filter: 'web' } },
  {
    page: 'Experiences',
    path: '/api/experience',
    sort: 'startAt:desc',
    otherSort: 'company:asc',
    filter: { filter: 'remote' },
  },
  {
    page: 'Certificates',
    path: '/api/certification',
    otherSort: 'issuedAt:desc',
    filter: { filter: 'a' },
  },
  { page: 'Education', path: '/api/education', otherSort: 'startAt:desc', filter: { filter: 'a' } },
  {
    page: 'Publications',
    path: '/api/publication',
    sort: 'publishedAt:desc',
    otherSort: 'title:asc',
    filter: { filter: 'a' },
  },
  {
    page: 'Skills',
    path: '/api/skill',
    sort: 'order:asc',
    otherSort: 'name:asc',
    filter: { filter: 'script' },
  },
  {
    page: 'Skillsets',
    path: '/api/skillset',
    sort: 'order:asc',
    otherSort: 'name:asc',
    filter: { filter: 'e' },
  },
  {
    page: 'Messages',
    path: '/api/message',
    sort: 'createdAt:desc,messageId:desc',
    otherSort: 'createdAt:asc',
    filter: { filter: 'invoice' },
  },
  { page: 'Admins', path: '/api/admin', otherSort: 'username:desc', filter: { filter: 'admin' } },
  { page: 'Media', path: '/api/media', otherSort: 'size:desc', filter: { filter: 'cover' } },
  // The trail takes no sort; its page filters by entity.
  { page: 'Activity', path: '/api/audit', filter: { entity: 'project' } },
];

export type ReadKind = 'first' | 'last' | 'sorted' | 'filtered';

/** The query string as the admin app's REST link writes it (empty values left out). */
export function listQuery(
  list: AdminListPage,
  kind: ReadKind,
  lastPage = 1,
  limit = DEFAULT_PAGE_SIZE,
): string {
  const params = new URLSearchParams();
  params.append('page', String(kind === 'last' ? Math.max(1, lastPage) : 1));
  params.append('limit', String(limit));
  if (kind === 'filtered') {
    for (const [key, value] of Object.entries(list.filter)) params.append(key, value);
  }
  const sort = kind === 'sorted' ? list.otherSort : list.sort;
  if (sort) params.append('sort', sort);
  return `${list.path}?${params.toString()}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The dashboard's three calls for the year up to today (UTC), as its date filter sends them. */
export function dashboardYearPaths(now = Date.now()): { name: string; path: string }[] {
  const query = `from=${isoDay(now - 364 * DAY_MS)}&to=${isoDay(now)}`;
  return [
    { name: 'Dashboard visits, 1 year', path: `/api/analytics/visits?${query}` },
    { name: 'Dashboard CV downloads, 1 year', path: `/api/analytics/cv-downloads?${query}` },
    { name: 'Dashboard project views, 1 year', path: `/api/analytics/project-views?${query}` },
  ];
}
