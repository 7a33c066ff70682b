/**
 * The calls the admin app makes on its list pages and its dashboard, with
 * the query parameters it sends (page, limit, filter, sort, in that order),
 * and the visitor's home page. Each list page is read four ways: its first
 * page, its last page, in another order than its own, and searched.
 */
import { contentModules } from '../../src/server/modules/content-registry';
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

/** How a page reads its list, beyond the plain first page. */
type ListReads = Pick<AdminListPage, 'sort' | 'otherSort' | 'filter'>;

/** A page that sets no order of its own: its first and last pages, and a search for "a". */
const DEFAULT_READS: ListReads = { filter: { filter: 'a' } };

/**
 * What the pages send beyond the default reads, by their path under /admin:
 * the order a page always asks for, a sort its list supports, a search the
 * large data set has matches for. A page left out here is still measured,
 * with DEFAULT_READS.
 */
const PAGE_READS: Partial<Record<string, ListReads>> = {
  variables: { otherSort: 'key:desc', filter: { filter: 'title' } },
  tools: { otherSort: 'name:desc', filter: { filter: 'type' } },
  categories: { otherSort: 'name:desc', filter: { filter: 'web' } },
  projects: { otherSort: 'name:asc', filter: { filter: 'harbour' } },
  expertise: { otherSort: 'name:desc', filter: { filter: 'web' } },
  experiences: { sort: 'startAt:desc', otherSort: 'company:asc', filter: { filter: 'remote' } },
  certificates: { otherSort: 'issuedAt:desc', filter: { filter: 'a' } },
  education: { otherSort: 'startAt:desc', filter: { filter: 'a' } },
  publications: { sort: 'publishedAt:desc', otherSort: 'title:asc', filter: { filter: 'a' } },
  skills: { sort: 'order:asc', otherSort: 'name:asc', filter: { filter: 'script' } },
  skillsets: { sort: 'order:asc', otherSort: 'name:asc', filter: { filter: 'e' } },
  messages: {
    sort: 'createdAt:desc,messageId:desc',
    otherSort: 'createdAt:asc',
    filter: { filter: 'invoice' },
  },
  admins: { otherSort: 'username:desc', filter: { filter: 'admin' } },
  media: { otherSort: 'size:desc', filter: { filter: 'cover' } },
};

/** The admin's list pages that manage no content module: their path under /admin and their list. */
const OTHER_LIST_PAGES = [
  { slug: 'variables', path: '/api/variable' },
  { slug: 'admins', path: '/api/admin' },
  { slug: 'media', path: '/api/media' },
];

/** The sidebar's name of a page: its path under /admin, capitalised ('certificates' → 'Certificates'). */
const pageName = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

/**
 * Every list page of the admin app: one per module of the content registry
 * (its admin page, listing `/api/<name>`), the pages that manage no content
 * module, then the activity trail.
 */
export const ADMIN_LIST_PAGES: readonly AdminListPage[] = [
  ...contentModules.map((module) => ({ slug: module.adminPage, path: `/api/${module.name}` })),
  ...OTHER_LIST_PAGES,
]
  .map(({ slug, path }) => ({ page: pageName(slug), path, ...(PAGE_READS[slug] ?? DEFAULT_READS) }))
  // The trail takes no sort; its page filters by entity.
  .concat({ page: 'Activity', path: '/api/audit', filter: { entity: 'project' } });

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
