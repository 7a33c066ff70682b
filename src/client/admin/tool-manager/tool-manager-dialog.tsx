import { keepPreviousData } from '@tanstack/react-query';
import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Tool } from '../../../shared/tool';
import { errorNotice } from '../../lib/api-error-notice';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PlusIcon, SearchIcon } from '../../ui/icons';
import { Paginator } from '../../ui/paginator';
import { LoadingIndicator } from '../../ui/spinner';
import { TextInput } from '../../ui/text-input';
import type { ListParams } from '../list/crud-resource';
import { DataTable, type ListColumn } from '../list/data-table';
import { ToolChip, ToolIcon } from './tool-parts';

/** The tool dialog pages by 10; one page either side of the current one. */
export const TOOL_PAGE_SIZE = 10;
const SIBLING_COUNT = 1;

export interface ToolManagerDialogProps {
  open: boolean;
  /** The tools chosen so far, in the order they were added. */
  selected: readonly Tool[];
  /** Every add or remove, at once: the entity dialog's Save sends them. */
  onChange: (tools: Tool[]) => void;
  onClose: () => void;
}

/**
 * The 'Manage Tools' dialog: search the tools, add them from a paged table,
 * remove them as chips. Opened over the experience or project dialog; the
 * shared Dialog counts the scroll lock, sends Escape to this innermost
 * dialog only and gives focus back to the button that opened it.
 */
export function ToolManagerDialog({ open, ...props }: ToolManagerDialogProps) {
  if (!open) return null;
  // Mounted per opening: every visit starts on page 1 with no search.
  return <OpenToolManager {...props} />;
}

interface ToolListState {
  /** The applied search: changes on submit only, like the list pages' search. */
  filter: string;
  page: number;
}

function OpenToolManager({ selected, onChange, onClose }: Omit<ToolManagerDialogProps, 'open'>) {
  const selectedId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<ToolListState>({ filter: '', page: 1 });
  // Where focus goes after an add or remove takes away the focused button.
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);

  const params: ListParams = {
    page: state.page,
    limit: TOOL_PAGE_SIZE,
    ...(state.filter ? { filter: state.filter } : {}),
  };
  const list = trpc.tool.list.useQuery(params, {
    // As on the list pages: every page change reloads, and pages off screen are dropped at once,
    // so a tool deleted meanwhile never flashes back from a remembered page.
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
  const { refetch } = list;

  // A page past the last one moves to the last page, or to 1 when there are none.
  const totalPages = list.data?.metadata.totalPages;
  const showsCurrentParams = list.isSuccess && !list.isPlaceholderData;
  useEffect(() => {
    if (!showsCurrentParams || totalPages === undefined) return;
    const last = Math.max(totalPages, 1);
    if (state.page > last) setState((current) => ({ ...current, page: last }));
  }, [showsCurrentParams, totalPages, state.page]);

  useLayoutEffect(() => {
    const find = focusNext.current;
    if (!find) return;
    focusNext.current = null;
    (find() ?? searchRef.current)?.focus();
  }, [selected]);

  const selectedIds = useMemo(() => new Set(selected.map((tool) => tool.toolId)), [selected]);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles the submit to the entity form around it.
    event.stopPropagation();
    const filter = search.trim();
    if (filter === state.filter && state.page === 1) void refetch();
    else setState({ filter, page: 1 });
  };

  const add = (tool: Tool, button: HTMLButtonElement) => {
    // The pressed button turns disabled; keep the keyboard in the table, on the next tool to add.
    const table = button.closest('table');
    focusNext.current = () => {
      const buttons = Array.from(
        table?.querySelectorAll<HTMLButtonElement>('[data-tool-add]') ?? [],
      );
      const at = buttons.indexOf(button);
      const after = buttons.slice(at + 1).find((candidate) => !candidate.disabled);
      const before = buttons
        .slice(0, Math.max(at, 0))
        .reverse()
        .find((candidate) => !candidate.disabled);
      return after ?? before ?? null;
    };
    onChange([...selected, tool]);
  };

  const remove = (tool: Tool) => {
    const index = selected.findIndex((other) => other.toolId === tool.toolId);
    const neighbour = selected[index + 1] ?? selected[index - 1];
    focusNext.current = () =>
      neighbour
        ? document.querySelector<HTMLElement>(
            `#${CSS.escape(selectedId)} [data-tool-remove="${neighbour.toolId}"]`,
          )
        : null;
    onChange(selected.filter((other) => other.toolId !== tool.toolId));
  };

  const columns: readonly ListColumn<Tool>[] = [
    {
      key: 'icon',
      header: 'Icon',
      className: 'content-col-icon',
      cell: (tool) => <ToolIcon tool={tool} />,
    },
    { key: 'name', header: 'Name', cell: (tool) => tool.name },
    {
      key: 'actions',
      header: 'Actions',
      className: 'admin-table-actions',
      cell: (tool) => (
        <Button
          size="sm"
          variant="outlined"
          icon={<PlusIcon width={16} height={16} />}
          aria-label={`Add ${tool.name}`}
          data-tool-add={tool.toolId}
          disabled={selectedIds.has(tool.toolId)}
          onClick={(event) => add(tool, event.currentTarget)}
        >
          Add
        </Button>
      ),
    },
  ];

  const items = list.data?.items ?? [];
  const loadError = list.isError ? errorNotice(list.error, 'Tool') : null;
  const retry = (
    <Button variant="outlined" size="sm" onClick={() => void refetch()}>
      Try again
    </Button>
  );
  let placeholder: ReactNode = null;
  if (list.isPending) {
    placeholder = <LoadingIndicator label="Loading tools…" />;
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
        {state.filter ? `No results for “${state.filter}”` : 'No tools yet'}
      </p>
    );
  }

  return (
    <Dialog
      open
      title="Manage Tools"
      onClose={onClose}
      size="md"
      initialFocusRef={searchRef}
      className="content-tool-manager"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers older than 2023, which would lose the landmark. */}
      <form role="search" className="admin-search content-tool-search" onSubmit={submitSearch}>
        <TextInput
          ref={searchRef}
          label="Search tools"
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

      <section className="content-tool-selected" aria-labelledby={`${selectedId}-label`}>
        <h3 id={`${selectedId}-label`} className="content-subheading">
          Selected tools
        </h3>
        {selected.length > 0 ? (
          <ul id={selectedId} className="content-chips" aria-labelledby={`${selectedId}-label`}>
            {selected.map((tool) => (
              <li key={tool.toolId}>
                <ToolChip tool={tool} onRemove={remove} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="content-muted">No tools selected</p>
        )}
      </section>

      {list.isError && list.data && loadError ? (
        <div className="admin-list-error">
          <p role="alert">{loadError}</p>
          {retry}
        </div>
      ) : null}

      <div className="content-tool-table">
        <DataTable
          caption="Available tools"
          columns={columns}
          rows={items}
          getRowId={(tool) => tool.toolId}
          placeholder={placeholder}
          busy={list.isFetching && !list.isPending}
        />
      </div>

      <Paginator
        page={state.page}
        totalPages={list.data?.metadata.totalPages ?? 0}
        siblingCount={SIBLING_COUNT}
        onPageChange={(page) => setState((current) => ({ ...current, page }))}
        label="Tool pages"
        className="content-tool-pages"
      />
    </Dialog>
  );
}
