import { isCalendarDate } from '../../../shared/fields';
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type AuditAction, type AuditEntry, auditActions } from '../../../shared/access';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../shared/list';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { DateField } from '../../ui/date-field';
import { Button } from '../../ui/button';
import { cx } from '../../ui/class-names';
import { Select } from '../../ui/select';
import { LoadingIndicator } from '../../ui/spinner';
import { DataTable, type ListColumn } from '../list/data-table';
import { ListFooter } from '../list/list-footer';
import { usePageInRange } from '../list/use-page-in-range';
import { PageHeader } from '../page-header';
import { contentPages } from '../content-pages';
import { LoadProblem } from '../security/security-panel';
import { describeUserAgent } from '../security/user-agent';
import { usePageTitle } from '../use-page-title';

export const ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  'two-factor-enabled': 'Two-factor turned on',
  'two-factor-disabled': 'Two-factor turned off',
  'two-factor-cleared': 'Two-factor cleared',
  import: 'Imported',
  confirm: 'Confirmed password',
  'confirm-failed': 'Confirmation failed',
  'two-factor-disable-failed': 'Two-factor turn-off failed',
};

/** Refused attempts at a password or code, marked out in the table. */
const FAILED_ACTIONS = new Set<AuditAction>([
  'sign-in-failed',
  'confirm-failed',
  'two-factor-disable-failed',
]);

/** What the trail names as written: each content page's entity, sessions, tokens and imports. */
const ENTITIES = [
  ...contentPages.map((page) => page.entity),
  'session',
  'token',
  'json-resume',
].sort();

const ACTION_OPTIONS = auditActions.map((action) => ({
  value: action,
  label: ACTION_LABELS[action],
}));
const ENTITY_OPTIONS = ENTITIES.map((entity) => ({ value: entity, label: entity }));

/** How many characters of the address hash are enough to tell places apart at a glance. */
const ADDRESS_SHOWN = 8;
/** Longer row ids (a session's) are cut to this many characters, whole in the tooltip. */
const ID_SHOWN = 8;

interface Filters {
  adminId: string;
  entity: string;
  action: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { adminId: '', entity: '', action: '', from: '', to: '' };

const sameFilters = (a: Filters, b: Filters) =>
  (Object.keys(a) as (keyof Filters)[]).every((name) => a[name] === b[name]);

/** The list query for the chosen filters: empty ones are left out, so the server does not filter. */
function queryOf(filters: Filters, page: number, limit: number) {
  return {
    page,
    limit,
    ...(filters.adminId ? { adminId: Number(filters.adminId) } : {}),
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(filters.action ? { action: filters.action as AuditAction } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

function AdminCell({ entry }: { entry: AuditEntry }) {
  let name: ReactNode = entry.username;
  if (!name) {
    name = (
      <span className="activity-muted">
        {entry.adminId === null ? 'Unknown name' : `Admin #${entry.adminId}`}
      </span>
    );
  }
  return (
    <span className="activity-admin">
      {name}
      {entry.via === 'token' ? (
        <span className="activity-muted">
          {entry.tokenId === null ? 'with an API token' : `with API token #${entry.tokenId}`}
        </span>
      ) : null}
    </span>
  );
}

const dash = <span className="activity-muted">—</span>;

const columns: readonly ListColumn<AuditEntry>[] = [
  {
    key: 'at',
    header: 'Time',
    className: 'activity-time-cell',
    cell: (entry) => (
      <time dateTime={entry.at} title={new Date(entry.at).toString()}>
        {formatDateTime(entry.at)}
      </time>
    ),
  },
  { key: 'admin', header: 'Admin', cell: (entry) => <AdminCell entry={entry} /> },
  {
    key: 'action',
    header: 'Action',
    cell: (entry) => (
      <span
        className={cx(
          'activity-action',
          FAILED_ACTIONS.has(entry.action) && 'activity-action--failed',
        )}
      >
        {ACTION_LABELS[entry.action] ?? entry.action}
      </span>
    ),
  },
  {
    key: 'entity',
    header: 'Entity',
    className: 'activity-entity-cell',
    cell: (entry) => {
      if (!entry.entity) return dash;
      if (!entry.entityId) return entry.entity;
      // Row ids are short numbers; a session's id is a long random text, cut to stay readable.
      const id = entry.entityId;
      return id.length > ID_SHOWN ? (
        <span title={`${entry.entity} #${id}`}>{`${entry.entity} #${id.slice(0, ID_SHOWN)}…`}</span>
      ) : (
        `${entry.entity} #${id}`
      );
    },
  },
  {
    key: 'fields',
    header: 'Fields',
    className: 'activity-fields-cell',
    cell: (entry) => (entry.fields.length > 0 ? entry.fields.join(', ') : dash),
  },
  {
    key: 'address',
    header: 'Address',
    cell: (entry) =>
      entry.address ? (
        <code className="activity-address" title={entry.address}>
          {entry.address.slice(0, ADDRESS_SHOWN)}
        </code>
      ) : (
        dash
      ),
  },
  {
    key: 'userAgent',
    header: 'Browser',
    cell: (entry) =>
      entry.userAgent ? (
        <span title={entry.userAgent}>{describeUserAgent(entry.userAgent)}</span>
      ) : (
        dash
      ),
  },
];

/** A day that is no date (the field says why), or an end before the start. */
function dateRangeErrors(from: string, to: string): { from?: string; to?: string } {
  if (from && !isCalendarDate(from)) return { from: 'Invalid Date' };
  if (to && !isCalendarDate(to)) return { to: 'Invalid Date' };
  if (from && to && from > to) return { to: 'End date cannot be before start date' };
  return {};
}

/**
 * The activity trail: who signed in (or failed to), signed out, changed
 * two-factor or wrote anything, newest first, filtered by admin, entity,
 * action and days, and paged like every other list.
 */
export function ActivityPage() {
  usePageTitle('Activity');
  const titleId = useId();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });

  const admins = trpc.admin.list.useQuery({ page: 1, limit: MAX_PAGE_SIZE });
  const trail = trpc.audit.list.useQuery(queryOf(filters, paging.page, paging.limit), {
    // Every change of page, size or filter asks again: new entries arrive all the time.
    staleTime: 0,
    // The page on screen stays while the next one loads, so the table does not collapse.
    placeholderData: keepPreviousData,
  });

  // Past the last page (the trail was pruned, or a filter left fewer pages) moves to the last one.
  usePageInRange(trail, paging.page, setPaging);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = dateRangeErrors(draft.from, draft.to);
    setDateErrors(found);
    if (found.from || found.to) return;
    // The same filters on page 1 change no query, yet still mean "look again".
    if (sameFilters(draft, filters) && paging.page === 1) {
      void trail.refetch();
      return;
    }
    setFilters(draft);
    setPaging((state) => ({ ...state, page: 1 }));
  };

  const clear = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setDateErrors({});
    setPaging((state) => ({ ...state, page: 1 }));
  };

  /** What each filter field binds to: its draft value, its change and the filter bar's layout. */
  const filterField = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((state) => ({ ...state, [name]: event.target.value })),
    fieldClassName: 'activity-filter',
  });

  const items = trail.data?.items ?? [];
  let placeholder: ReactNode = null;
  if (trail.isPending) placeholder = <LoadingIndicator label="Loading activity…" />;
  else if (trail.isError && !trail.data) {
    placeholder = <LoadProblem error={trail.error} onRetry={() => void trail.refetch()} />;
  } else if (items.length === 0) {
    placeholder = (
      <p className="admin-table-message">
        {sameFilters(filters, NO_FILTERS) ? 'No activity yet' : 'No activity matches these filters'}
      </p>
    );
  }

  const adminOptions = (admins.data?.items ?? []).map((admin) => ({
    value: admin.adminId,
    label: admin.username,
  }));

  return (
    <section className="admin-list" aria-labelledby={titleId}>
      <PageHeader
        title="Activity"
        titleId={titleId}
        description="Sign-ins, sign-outs, two-factor changes and every change made here, newest first."
      />
      <div className="admin-card activity-card">
        <form className="activity-filters" onSubmit={apply} noValidate aria-label="Filter activity">
          <Select
            label="Admin"
            placeholder="Any admin"
            options={adminOptions}
            {...filterField('adminId')}
          />
          <Select
            label="Entity"
            placeholder="Any entity"
            options={ENTITY_OPTIONS}
            {...filterField('entity')}
          />
          <Select
            label="Action"
            placeholder="Any action"
            options={ACTION_OPTIONS}
            {...filterField('action')}
          />
          <DateField label="From" error={dateErrors.from} {...filterField('from')} />
          <DateField label="To" error={dateErrors.to} {...filterField('to')} />
          <div className="activity-filter-actions">
            <Button type="submit">Filter</Button>
            <Button variant="outlined" tone="neutral" onClick={clear}>
              Clear
            </Button>
            <p className="activity-note">Days are counted in UTC.</p>
          </div>
        </form>

        {trail.isError && trail.data ? (
          <div className="admin-list-error">
            <LoadProblem error={trail.error} onRetry={() => void trail.refetch()} />
          </div>
        ) : null}

        <DataTable
          caption="Activity"
          columns={columns}
          rows={items}
          getRowId={(entry) => entry.auditId}
          placeholder={placeholder}
          busy={trail.isFetching && !trail.isPending}
        />

        <ListFooter
          title="Activity"
          page={paging.page}
          limit={paging.limit}
          metadata={trail.data?.metadata}
          shown={items.length}
          onPageChange={(page) => setPaging((state) => ({ ...state, page }))}
          onLimitChange={(limit) => setPaging({ page: 1, limit })}
        />
      </div>
    </section>
  );
}
