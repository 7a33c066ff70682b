import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { MAX_PAGE_SIZE } from '../../../shared/list';
import type { Tool } from '../../../shared/tool';
import { errorNotice } from '../../lib/api-error-notice';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { cx } from '../../ui/class-names';
import { ToolManagerDialog } from './tool-manager-dialog';
import { ToolChip, ToolIcon } from './tool-parts';

export interface ToolMultiSelectProps {
  tools: readonly Tool[];
  onChange: (tools: Tool[]) => void;
  /** E.g. the server's 'Tool 9 does not exist'. */
  error?: string | undefined;
}

/** Every tool, for the picker: a portfolio has tens of them, never near the page limit. */
const ALL_TOOLS_QUERY = { page: 1, limit: MAX_PAGE_SIZE };

const matches = (tool: Tool, search: string) =>
  tool.name.toLowerCase().includes(search.trim().toLowerCase());

/**
 * The Tools field as one multi-select: the chosen tools as removable chips, a
 * search box that filters as the owner types, and every tool as a checkbox.
 * Keyboard: arrows move between the search box and the boxes, Space ticks,
 * Enter in the search box ticks the first match (instead of saving the form),
 * Escape clears a search before it would close the dialog.
 */
export function ToolMultiSelect({ tools, onChange, error }: ToolMultiSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const listId = `${id}-options`;
  const [search, setSearch] = useState('');
  const [managing, setManaging] = useState(false);
  const optionsRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const list = trpc.tool.list.useQuery(ALL_TOOLS_QUERY);

  const chosen = useMemo(() => new Set(tools.map((tool) => tool.toolId)), [tools]);
  const available = list.data?.items ?? [];
  const shown = available.filter((tool) => matches(tool, search));

  const toggle = (tool: Tool) =>
    onChange(
      chosen.has(tool.toolId)
        ? tools.filter((item) => item.toolId !== tool.toolId)
        : [...tools, tool],
    );

  const boxes = () => [
    ...(optionsRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []),
  ];

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      boxes()[0]?.focus();
    } else if (event.key === 'Enter') {
      // Enter picks, it does not submit the form around the field.
      event.preventDefault();
      const first = shown[0];
      if (first) toggle(first);
    } else if (event.key === 'Escape' && search) {
      // The first Escape clears the search; only the next one reaches the dialog.
      event.preventDefault();
      event.stopPropagation();
      setSearch('');
    }
  };

  const onOptionKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = boxes();
    const index = all.indexOf(event.currentTarget);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) searchRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  const status = list.isPending
    ? 'Loading tools…'
    : list.isError
      ? `Tools could not be loaded: ${errorNotice(list.error, 'Tool')}`
      : available.length === 0
        ? 'No tools yet: add them on the Tools page'
        : shown.length === 0
          ? `No tool matches “${search.trim()}”`
          : search.trim()
            ? `${shown.length} of ${available.length} tools`
            : `${available.length} tools`;

  return (
    <fieldset
      className={cx('ui-field', 'tool-picker', error && 'ui-field--invalid')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="ui-field-label">Tools</legend>
      {tools.length > 0 ? (
        <ul className="content-chips" aria-label="Selected tools">
          {tools.map((tool) => (
            <li key={tool.toolId}>
              <ToolChip
                tool={tool}
                onRemove={(removed) => {
                  toggle(removed);
                  // The chip and its button go: focus stays in the field.
                  searchRef.current?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="content-muted">No tools selected</p>
      )}
      <div className="tool-picker-box">
        <input
          ref={searchRef}
          type="search"
          // Named like the field, so a rejected list of tools focuses the picker.
          name="tools"
          className="ui-input tool-picker-search"
          placeholder="Search tools…"
          aria-label="Search tools"
          aria-controls={listId}
          aria-describedby={`${id}-status`}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={onSearchKey}
        />
        <p id={`${id}-status`} className="tool-picker-status" role="status">
          {status}
        </p>
        {/* Always there, even empty, so the search box always names a list it controls. */}
        <ul id={listId} ref={optionsRef} className="tool-picker-options" aria-label="Tools to pick">
          {shown.map((tool) => (
            <li key={tool.toolId}>
              <label className="tool-picker-option">
                <input
                  type="checkbox"
                  checked={chosen.has(tool.toolId)}
                  onChange={() => toggle(tool)}
                  onKeyDown={onOptionKey}
                />
                <ToolIcon tool={tool} />
                <span>{tool.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </div>
      <div className="tool-picker-actions">
        <Button variant="text" size="sm" onClick={() => setManaging(true)}>
          Manage Tools
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
      <ToolManagerDialog
        open={managing}
        selected={tools}
        onChange={onChange}
        onClose={() => setManaging(false)}
      />
    </fieldset>
  );
}
