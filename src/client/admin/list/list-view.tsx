import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type FormEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useImperativeHandle,
  useMemo,
  useState,
} from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/list';
import { errorNotice } from '../../lib/api-error';
import { Button, IconButton } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EditIcon, PlusIcon, SearchIcon, TrashIcon } from '../../ui/icons';
import { LoadingIndicator } from '../../ui/spinner';
import { TextInput } from '../../ui/text-input';
import { useToast } from '../../ui/toast';
import { PageHeader } from '../page-header';
import type { ListParams, ListQueryOptions } from './crud-resource';
import { DataTable, type ListColumn } from './data-table';
import { deleteQuestion } from './delete-question';
import { ListFooter } from './list-footer';
import { useBusyIds } from './use-busy-ids';
import { usePageInRange } from './use-page-in-range';

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
  /** `field:asc|desc` pairs, comma-joined, e.g. 'startAt:desc'; the server's default order when absent. */
  sort?: string;
  /** Shows the Add button when given. */
  onAdd?: () => void;
  /** Shows an Edit action per row when given. */
  onEdit?: (item: TItem) => void;
  /**
   * Shows a Delete action per row when given; runs after the user confirms.
   * It resolves once the list shows the change (the delete mutation
   * invalidates the entity's queries); after a failure the list reloads here.
   */
  onDelete?: (item: TItem) => Promise<unknown>;
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
  /** The applied search: only changes on submit, never while typing. */
  filter: string;
  page: number;
  limit: number;
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
  sort,
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
  const [search, setSearch] = useState('');
  const [state, setState] = useState<ListState>({ filter: '', page: 1, limit: DEFAULT_PAGE_SIZE });
  const [pendingDelete, setPendingDelete] = useState<TItem | null>(null);
  const [deleting, whileDeleting] = useBusyIds<string | number>();

  const params: ListParams = {
    page: state.page,
    limit: state.limit,
    ...(state.filter ? { filter: state.filter } : {}),
    ...(sort ? { sort } : {}),
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
  usePageInRange(list, state.page, setState);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filter = search.trim();
    // The same search on the same page changes no query key, yet still means "look again".
    if (filter === state.filter && state.page === 1) void refetch();
    else setState((current) => ({ ...current, filter, page: 1 }));
  };

  const confirmDelete = async () => {
    const item = pendingDelete;
    setPendingDelete(null);
    if (item === null || !onDelete) return;
    await whileDeleting(getRowId(item), async () => {
      try {
        await onDelete(item);
        toast.success(`${entityLabel} deleted successfully`);
      } catch (error) {
        const notice = errorNotice(error, entityLabel);
        if (notice) toast.error(notice);
        // The row may be gone all the same (deleted elsewhere): show what the server holds.
        await refresh();
      }
    });
  };

  const questionFor = (item: TItem) =>
    askDelete ? askDelete(item) : deleteQuestion(entityLabel.toLowerCase(), getRowLabel(item));

  const hasActions = Boolean(onEdit || onDelete || renderRowActions);
  const allColumns = useMemo<readonly ListColumn<TItem>[]>(() => {
    if (!hasActions) return columns;
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
    return [...columns, actions];
  }, [columns, hasActions, renderRowActions, onEdit, onDelete, getRowLabel, getRowId, deleting]);

  const items = list.data?.items ?? [];
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
        {state.filter ? `No results for “${state.filter}”` : `No ${title.toLowerCase()} yet`}
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

        <DataTable
          caption={title}
          columns={allColumns}
          rows={items}
          getRowId={getRowId}
          placeholder={placeholder}
          busy={list.isFetching && !list.isPending}
        />

        <ListFooter
          title={title}
          page={state.page}
          limit={state.limit}
          metadata={metadata}
          shown={items.length}
          onPageChange={(page) => setState((current) => ({ ...current, page }))}
          onLimitChange={(limit) => setState((current) => ({ ...current, limit, page: 1 }))}
        />
      </div>

      <ConfirmDialog
        open={pendingDelete !== null}
        question={pendingDelete === null ? undefined : questionFor(pendingDelete)}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
