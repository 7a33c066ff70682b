import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type FormEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useState,
} from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/list';
import { errorNotice } from '../../lib/api-error-notice';
import { Button, IconButton } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EditIcon, PlusIcon, SearchIcon, TrashIcon } from '../../ui/icons';
import { LoadingIndicator } from '../../ui/spinner';
import { TextInput } from '../../ui/text-input';
import { useToast } from '../../ui/toast';
import { PageHeader } from '../page-header';
import { isChangedElsewhere } from '../../lib/if-match';
import { ConflictDialog } from './conflict-dialog';
import type { ListParams, ListQueryOptions, WriteOptions } from './crud-resource';
import { BulkBar } from './bulk-bar';
import { DataTable, type ListColumn } from './data-table';
import { deleteQuestion } from './delete-question';
import { ListFooter } from './list-footer';
import { readSort, sortText } from './list-sort';
import { ToggleSwitch } from './toggle-switch';
import { useBusyIds } from './use-busy-ids';
import { useListAddress } from './use-list-address';
import { usePageInRange } from './use-page-in-range';
import { type RowConflict, type SaveToggle, useRowChanges } from './use-row-changes';

/** Search runs this long after the last key, so a word typed fast is one request. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListViewHandle {
  /** Reloads the page on screen, e.g. after something else changed the data. */
  refresh(): Promise<void>;
}

export interface ListViewProps<TItem> {
  /** The page heading, e.g. 'Categories'. */
  title: string;
  description?: ReactNode;
  /** The singular name used in messages: 'Category deleted successfully'. */
  entityLabel: string;
  columns: readonly ListColumn<TItem>[];
  getRowId: (item: TItem) => string | number;
  /** Names a row in its action buttons, e.g. 'Edit Web development'. */
  getRowLabel: (item: TItem) => string;
  /** Query options for one page; see CrudResource.list. */
  query: (params: ListParams) => ListQueryOptions<TItem>;
  /**
   * The default order: `field:asc|desc` pairs, comma-joined, e.g. 'startAt:desc'; the server's
   * default order when absent. A header the owner clicks replaces it (kept in the address).
   */
  sort?: string;
  /** The list's name for many rows, lower case: 'projects'; defaults to the title in lower case. */
  pluralLabel?: string;
  /**
   * Saves a yes/no field from its switch in the row (columns with a `toggle`);
   * without it those columns show their plain cells.
   */
  onToggle?: SaveToggle<TItem>;
  /** Shows the Add button when given. */
  onAdd?: () => void;
  /** Shows an Edit action per row when given. */
  onEdit?: (item: TItem) => void;
  /**
   * Shows a Delete action per row when given; runs after the user confirms.
   * It resolves once the list shows the change (the delete mutation
   * invalidates the entity's queries); after a failure the list reloads here.
   */
  onDelete?: (item: TItem, options?: WriteOptions) => Promise<unknown>;
  /**
   * The confirmation's question naming the row; defaults to
   * 'Delete the <entity> “<row label>”?'.
   */
  deleteQuestion?: (item: TItem) => string;
  /** Reloads after a failed delete or on request; defaults to refetching the page on screen. */
  reload?: () => Promise<void>;
  /** Actions shown before Edit and Delete, such as preview or open. */
  renderRowActions?: (item: TItem) => ReactNode;
  /** Imperative handle to request a refresh from outside. */
  ref?: Ref<ListViewHandle>;
}

interface ListState {
  page: number;
  limit: number;
  /** The search and order the page number belongs to: another search or order starts at page 1. */
  pageOf: string;
}

/** Picked rows, for the page, search and order they were picked on. */
interface Picked {
  of: string;
  ids: ReadonlySet<string | number>;
}

/**
 * The shared admin list: submitted search, optional Add button, page
 * size, paginator, row actions with a confirmed delete, and toasts. Entity
 * pages give it their columns and calls; it owns the rest.
 */
export function ListView<TItem>({
  title,
  description,
  entityLabel,
  columns,
  getRowId,
  getRowLabel,
  query,
  sort: defaultSort,
  pluralLabel = title.toLowerCase(),
  onToggle,
  onAdd,
  onEdit,
  onDelete,
  deleteQuestion: askDelete,
  reload,
  renderRowActions,
  ref,
}: ListViewProps<TItem>) {
  const toast = useToast();
  const headingId = useId();
  const sortFields = useMemo(
    () => columns.flatMap((column) => (column.sortField ? [column.sortField] : [])),
    [columns],
  );
  const address = useListAddress(sortFields);
  const { filter, setFilter } = address;
  const [search, setSearch] = useState(filter);
  const sortSent = address.sort ? sortText(address.sort) : defaultSort;
  const shownSort = address.sort ?? readSort(defaultSort, sortFields);
  const listKey = `${filter}|${sortSent ?? ''}`;
  const [state, setState] = useState<ListState>({
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    pageOf: listKey,
  });
  const page = state.pageOf === listKey ? state.page : 1;
  const [pendingDelete, setPendingDelete] = useState<TItem | null>(null);
  const [pendingBulkDelete, setPendingBulkDelete] = useState<readonly TItem[] | null>(null);
  const [deleting, whileDeleting] = useBusyIds<string | number>();
  // A row action refused because someone else changed the row: waits for the owner's answer.
  const [conflict, setConflict] = useState<RowConflict<TItem> | null>(null);
  const [answering, setAnswering] = useState<'reload' | 'overwrite' | null>(null);

  const params: ListParams = {
    page,
    limit: state.limit,
    ...(filter ? { filter } : {}),
    ...(sortSent ? { sort: sortSent } : {}),
  };
  const list = useQuery({
    ...query(params),
    // Every change of page, size or search reloads, even if that page was seen before.
    staleTime: 0,
    // Pages off screen are dropped at once: showing a remembered page after a delete would
    // flash rows that are gone. The page on screen stays until the next one arrives.
    gcTime: 0,
    // Keep the previous page on screen while the next loads, so the table does not collapse.
    placeholderData: keepPreviousData,
  });
  const { refetch } = list;

  const refresh = useCallback(async () => {
    await (reload ? reload() : refetch());
  }, [reload, refetch]);
  useImperativeHandle(ref, () => ({ refresh }), [refresh]);

  // Past the last page (e.g. after deleting its last row) moves to the last page, or 1.
  usePageInRange(list, page, setState);

  // The search runs once typing pauses; Enter runs it at once.
  useEffect(() => {
    const typed = search.trim();
    if (typed === filter) return;
    const timer = window.setTimeout(() => setFilter(typed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, filter, setFilter]);
  // Back, Forward or a link can change the search in the address: the box follows.
  useEffect(() => {
    setSearch((typed) => (typed.trim() === filter ? typed : filter));
  }, [filter]);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = search.trim();
    // The same search on the same page changes no query key, yet still means "look again".
    if (typed === filter && page === 1) void refetch();
    else {
      setFilter(typed);
      setState((current) => ({ ...current, page: 1, pageOf: `${typed}|${sortSent ?? ''}` }));
    }
  };

  const items = list.data?.items ?? [];
  const pickedOf = `${listKey}|${page}|${state.limit}`;
  const [picked, setPicked] = useState<Picked>({ of: pickedOf, ids: new Set() });
  const pickedIds = picked.of === pickedOf ? picked.ids : new Set<string | number>();
  const pickedItems = items.filter((item) => pickedIds.has(getRowId(item)));
  const setPickedIds = (ids: Iterable<string | number>) =>
    setPicked({ of: pickedOf, ids: new Set(ids) });
  const hiddenColumn = onToggle
    ? columns.find((column) => column.key === 'hidden' && column.toggle)
    : undefined;
  const changes = useRowChanges({
    entityLabel,
    pluralLabel,
    getRowId,
    getRowLabel,
    onToggle,
    onDelete,
    refresh,
    onConflict: setConflict,
  });
  const canPick = Boolean(onDelete || hiddenColumn);

  const setHiddenOfPicked = async (hidden: boolean) => {
    if (!hiddenColumn?.toggle) return;
    await changes.setAll(pickedItems, hiddenColumn.key, hiddenColumn.toggle, hidden);
    setPickedIds([]);
  };

  const confirmBulkDelete = async () => {
    const rows = pendingBulkDelete;
    setPendingBulkDelete(null);
    if (!rows) return;
    await changes.deleteAll(rows);
    setPickedIds([]);
  };

  const deleteRow = async (item: TItem, options?: WriteOptions): Promise<void> => {
    if (!onDelete) return;
    await whileDeleting(getRowId(item), async () => {
      try {
        await onDelete(item, options);
        toast.success(`${entityLabel} deleted successfully`);
      } catch (error) {
        if (isChangedElsewhere(error)) {
          setConflict({
            items: [item],
            of: 1,
            action: 'delete',
            overwrite: () => deleteRow(item, { overwrite: true }),
          });
          return;
        }
        const notice = errorNotice(error, entityLabel);
        if (notice) toast.error(notice);
        // The row may be gone all the same (deleted elsewhere): show what the server holds.
        await refresh();
      }
    });
  };

  const confirmDelete = async () => {
    const item = pendingDelete;
    setPendingDelete(null);
    if (item !== null) await deleteRow(item);
  };

  /** The owner's answer to a conflict: the list as it is now, or the same writes regardless. */
  const answerConflict = async (answer: 'reload' | 'overwrite') => {
    if (!conflict || answering) return;
    setAnswering(answer);
    try {
      await (answer === 'reload' ? refresh() : conflict.overwrite());
    } finally {
      setAnswering(null);
      setConflict(null);
    }
  };
  const conflictSubject = (() => {
    if (!conflict) return '';
    const [first] = conflict.items;
    if (conflict.items.length === 1 && first !== undefined) {
      // Named as the switches' notices name a row: 'Publication “Talk”'.
      return `${entityLabel} “${getRowLabel(first)}”`;
    }
    return `${conflict.items.length} of the ${conflict.of} ${pluralLabel} you picked`;
  })();

  const questionFor = (item: TItem) =>
    askDelete ? askDelete(item) : deleteQuestion(entityLabel.toLowerCase(), getRowLabel(item));

  const hasActions = Boolean(onEdit || onDelete || renderRowActions);
  const { toggle, isToggling } = changes;
  const allColumns = useMemo<readonly ListColumn<TItem>[]>(() => {
    const shown = columns.map((column) => {
      const { toggle: spec } = column;
      if (!spec || !onToggle) return column;
      return {
        ...column,
        cell: (item: TItem) => (
          <ToggleSwitch
            label={`${column.header}: ${getRowLabel(item)}`}
            checked={spec.value(item)}
            busy={isToggling(item, column.key)}
            onChange={(value) => toggle(item, column.key, spec, value)}
          />
        ),
      };
    });
    if (!hasActions) return shown;
    const actions: ListColumn<TItem> = {
      key: '__actions',
      header: 'Actions',
      className: 'admin-table-actions',
      cell: (item) => (
        <div className="admin-row-actions">
          {renderRowActions?.(item)}
          {onEdit ? (
            <IconButton
              label={`Edit ${getRowLabel(item)}`}
              icon={<EditIcon />}
              size="sm"
              onClick={() => onEdit(item)}
            />
          ) : null}
          {onDelete ? (
            <IconButton
              label={`Delete ${getRowLabel(item)}`}
              icon={<TrashIcon />}
              tone="danger"
              size="sm"
              busy={deleting.has(getRowId(item))}
              onClick={() => setPendingDelete(item)}
            />
          ) : null}
        </div>
      ),
    };
    return [...shown, actions];
  }, [
    columns,
    onToggle,
    toggle,
    isToggling,
    hasActions,
    renderRowActions,
    onEdit,
    onDelete,
    getRowLabel,
    getRowId,
    deleting,
  ]);

  const metadata = list.data?.metadata;
  // A 401 has no notice: the shell is already on its way to the login page.
  const loadError = list.isError ? errorNotice(list.error, entityLabel) : null;
  const retry = (
    <Button variant="outlined" size="sm" onClick={() => void refetch()}>
      Try again
    </Button>
  );

  let placeholder: ReactNode = null;
  if (list.isPending) {
    placeholder = <LoadingIndicator label={`Loading ${title.toLowerCase()}…`} />;
  } else if (list.isError && !list.data) {
    placeholder = (
      <div className="admin-table-message">
        {loadError ? <p role="alert">{loadError}</p> : null}
        {retry}
      </div>
    );
  } else if (items.length === 0) {
    placeholder = (
      <p className="admin-table-message">
        {filter ? `No results for “${filter}”` : `No ${title.toLowerCase()} yet`}
      </p>
    );
  }

  return (
    <section className="admin-list" aria-labelledby={headingId}>
      <PageHeader
        title={title}
        titleId={headingId}
        description={description}
        actions={
          onAdd ? (
            <Button icon={<PlusIcon />} onClick={onAdd}>
              Add
            </Button>
          ) : null
        }
      />

      <div className="admin-card">
        <div className="admin-list-toolbar">
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers older than 2023, which would lose the landmark. */}
          <form role="search" className="admin-search" onSubmit={submitSearch}>
            <TextInput
              label={`Search ${title.toLowerCase()}`}
              hideLabel
              type="search"
              name="search"
              placeholder="Search…"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              fieldClassName="admin-search-field"
            />
            <Button type="submit" variant="outlined" icon={<SearchIcon />}>
              Search
            </Button>
          </form>
        </div>

        {list.isError && list.data && loadError ? (
          <div className="admin-list-error">
            <p role="alert">{loadError}</p>
            {retry}
          </div>
        ) : null}

        {canPick && !placeholder ? (
          <BulkBar
            total={items.length}
            selected={pickedItems.length}
            onSelectAll={(all) => setPickedIds(all ? items.map(getRowId) : [])}
            onHide={hiddenColumn ? () => void setHiddenOfPicked(true) : undefined}
            onShow={hiddenColumn ? () => void setHiddenOfPicked(false) : undefined}
            onDelete={onDelete ? () => setPendingBulkDelete(pickedItems) : undefined}
            busy={changes.bulkBusy}
          />
        ) : null}

        <DataTable
          caption={title}
          columns={allColumns}
          rows={items}
          getRowId={getRowId}
          placeholder={placeholder}
          busy={list.isFetching && !list.isPending}
          sort={shownSort}
          onSortChange={(next) => {
            address.setSort(next);
          }}
          {...(canPick
            ? {
                selection: {
                  isSelected: (item: TItem) => pickedIds.has(getRowId(item)),
                  onToggle: (item: TItem) => {
                    const next = new Set(pickedIds);
                    const id = getRowId(item);
                    if (next.has(id)) next.delete(id);
                    else next.add(id);
                    setPickedIds(next);
                  },
                  label: (item: TItem) => `Select ${getRowLabel(item)}`,
                },
              }
            : {})}
        />

        <ListFooter
          title={title}
          page={page}
          limit={state.limit}
          metadata={metadata}
          shown={items.length}
          onPageChange={(next) =>
            setState((current) => ({ ...current, page: next, pageOf: listKey }))
          }
          onLimitChange={(limit) =>
            setState((current) => ({ ...current, limit, page: 1, pageOf: listKey }))
          }
        />
      </div>

      <ConfirmDialog
        open={pendingDelete !== null}
        question={pendingDelete === null ? undefined : questionFor(pendingDelete)}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
      <ConfirmDialog
        open={pendingBulkDelete !== null}
        question={
          pendingBulkDelete === null ? undefined : changes.deleteQuestion(pendingBulkDelete.length)
        }
        onConfirm={() => void confirmBulkDelete()}
        onCancel={() => setPendingBulkDelete(null)}
      />
      <ConflictDialog
        open={conflict !== null}
        subject={conflictSubject}
        plural={(conflict?.items.length ?? 0) > 1}
        since="since this list was loaded"
        action={conflict?.action ?? 'change'}
        busy={answering}
        onReload={() => void answerConflict('reload')}
        onOverwrite={() => void answerConflict('overwrite')}
        onClose={() => setConflict(null)}
      />
    </section>
  );
}
