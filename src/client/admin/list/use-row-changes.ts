import { errorNotice } from '../../lib/api-error-notice';
import { isChangedElsewhere, versionOf } from '../../lib/if-match';
import { useToast } from '../../ui/toast';
import type { WriteOptions } from './crud-resource';
import type { ColumnToggle } from './data-table';
import { useBusyIds } from './use-busy-ids';

/**
 * Saves one yes/no field of one row; resolves once the list shows the change,
 * with the server's answer (the row as saved).
 */
export type SaveToggle<TItem> = (
  item: TItem,
  field: string,
  value: boolean,
  options?: WriteOptions,
) => Promise<unknown>;

/** Rows whose write was refused because someone else changed them since the list loaded. */
export interface RowConflict<TItem> {
  items: readonly TItem[];
  /** How many rows the action was on. */
  of: number;
  action: 'delete' | 'change';
  /** The same writes again, naming no version: they go through whatever changed. */
  overwrite: () => Promise<void>;
}

interface RowChangesOptions<TItem> {
  entityLabel: string;
  /** The list's name for many rows, lower case: 'projects'. */
  pluralLabel: string;
  getRowId: (item: TItem) => string | number;
  getRowLabel: (item: TItem) => string;
  onToggle: SaveToggle<TItem> | undefined;
  onDelete: ((item: TItem, options?: WriteOptions) => Promise<unknown>) | undefined;
  /** Shows what the server holds after a failure. */
  refresh: () => Promise<void>;
  /** Asks the owner what to do about rows someone else changed meanwhile. */
  onConflict: (conflict: RowConflict<TItem>) => void;
}

/**
 * Reports the failures of an action on many rows in one notice; null when
 * all went through. Rows someone else changed are not in it: the conflict
 * question names them.
 */
function failuresNotice(
  results: PromiseSettledResult<unknown>[],
  done: string,
  entityLabel: string,
): string | null {
  const failed = results.filter(
    (result) => result.status === 'rejected' && !isChangedElsewhere(result.reason),
  );
  if (failed.length === 0) return null;
  const reason = errorNotice((failed[0] as PromiseRejectedResult).reason, entityLabel);
  const count = `${failed.length} of ${results.length} could not be ${done}`;
  return reason ? `${count}: ${reason}` : count;
}

/** The rows whose write was refused because someone else had changed them. */
const changedElsewhere = <TItem>(
  items: readonly TItem[],
  results: PromiseSettledResult<unknown>[],
) =>
  items.filter((_, index) => {
    const result = results[index];
    return result?.status === 'rejected' && isChangedElsewhere(result.reason);
  });

/**
 * The row as the server saved it, when its answer carries the new version:
 * an Undo must name that version, not the one the switch was flipped from.
 */
function asSaved<TItem>(item: TItem, answer: unknown): TItem {
  return versionOf(answer) === undefined ? item : { ...item, ...(answer as Partial<TItem>) };
}

/**
 * A row's switches and the actions on picked rows. A switch saves at once
 * and offers Undo, which puts the previous value back; hiding or showing
 * many does the same for all of them; deleting many happens after the one
 * confirmation the list asks. Every outcome is told in a notice.
 */
export function useRowChanges<TItem>({
  entityLabel,
  pluralLabel,
  getRowId,
  getRowLabel,
  onToggle,
  onDelete,
  refresh,
  onConflict,
}: RowChangesOptions<TItem>) {
  const toast = useToast();
  const [toggling, whileToggling] = useBusyIds<string>();
  const [bulkBusy, whileBulk] = useBusyIds<'bulk'>();
  const countOf = (count: number) =>
    `${count} ${count === 1 ? entityLabel.toLowerCase() : pluralLabel}`;

  async function setMany(
    items: readonly TItem[],
    field: string,
    value: boolean,
    words: { done: string; undone: string },
    undoable: boolean,
    options?: WriteOptions,
  ): Promise<void> {
    if (!onToggle) return;
    const results = await Promise.allSettled(
      items.map((item) => onToggle(item, field, value, options)),
    );
    const changed = items.flatMap((item, index) => {
      const result = results[index];
      return result?.status === 'fulfilled' ? [asSaved(item, result.value)] : [];
    });
    const failure = failuresNotice(results, words.done, entityLabel);
    if (failure) {
      toast.error(failure);
      await refresh();
    }
    const conflicted = changedElsewhere(items, results);
    if (conflicted.length > 0) {
      onConflict({
        items: conflicted,
        of: items.length,
        action: 'change',
        overwrite: () => setMany(conflicted, field, value, words, undoable, { overwrite: true }),
      });
    }
    if (changed.length === 0) return;
    const what =
      changed.length === 1 && items.length === 1
        ? `${entityLabel} “${getRowLabel(changed[0] as TItem)}”`
        : countOf(changed.length);
    const message = `${what} ${words.done}`;
    if (!undoable) {
      toast.success(`Undone: ${message}`);
      return;
    }
    toast.show(message, {
      tone: 'success',
      action: {
        label: 'Undo',
        onAction: () =>
          void setMany(changed, field, !value, { done: words.undone, undone: words.done }, false),
      },
    });
  }

  function deleteAll(items: readonly TItem[], options?: WriteOptions): Promise<void> {
    if (!onDelete) return Promise.resolve();
    return whileBulk('bulk', async () => {
      const results = await Promise.allSettled(items.map((item) => onDelete(item, options)));
      const failure = failuresNotice(results, 'deleted', entityLabel);
      const deleted = results.filter((result) => result.status === 'fulfilled').length;
      if (deleted > 0) toast.success(`${countOf(deleted)} deleted successfully`);
      if (failure) toast.error(failure);
      await refresh();
      const conflicted = changedElsewhere(items, results);
      if (conflicted.length > 0) {
        onConflict({
          items: conflicted,
          of: items.length,
          action: 'delete',
          overwrite: () => deleteAll(conflicted, { overwrite: true }),
        });
      }
    });
  }

  const toggleKey = (item: TItem, field: string) => `${getRowId(item)}:${field}`;

  return {
    isToggling: (item: TItem, field: string) => toggling.has(toggleKey(item, field)),
    bulkBusy: bulkBusy.has('bulk'),

    /** Flips one row's field from its switch. */
    toggle(item: TItem, field: string, toggle: ColumnToggle<TItem>, value: boolean) {
      const words = value
        ? { done: toggle.onWord, undone: toggle.offWord }
        : { done: toggle.offWord, undone: toggle.onWord };
      void whileToggling(toggleKey(item, field), () => setMany([item], field, value, words, true));
    },

    /** Sets `field` on every picked row that differs; the others are already right. */
    setAll(items: readonly TItem[], field: string, toggle: ColumnToggle<TItem>, value: boolean) {
      const words = value
        ? { done: toggle.onWord, undone: toggle.offWord }
        : { done: toggle.offWord, undone: toggle.onWord };
      const changing = items.filter((item) => toggle.value(item) !== value);
      if (changing.length === 0) {
        toast.show(`${items.length === 1 ? 'It is' : 'All are'} already ${words.done}`);
        return Promise.resolve();
      }
      return whileBulk('bulk', () => setMany(changing, field, value, words, true));
    },

    /** Deletes every picked row; asked once beforehand by the list. */
    deleteAll,

    /** The bulk delete's question, naming how many: 'Delete 3 projects?'. */
    deleteQuestion: (count: number) => `Delete ${countOf(count)}?`,
  };
}
