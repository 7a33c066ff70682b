import { type ReactNode, type Ref, useState } from 'react';
import { toggledInput } from './toggled-input';
import type { CrudResource, WriteOptions } from './crud-resource';
import type { ListColumn } from './data-table';
import { EntityDialog, type EntityDialogState, type EntityFormSpec } from './entity-dialog';
import { ListView, type ListViewHandle } from './list-view';

export interface CrudPageProps<TItem, TValues extends object, TInput> {
  /** Page heading, e.g. 'Categories'. */
  title: string;
  /** Singular, e.g. 'Category'. */
  entityLabel: string;
  columns: readonly ListColumn<TItem>[];
  getRowId: (item: TItem) => string | number;
  getRowLabel: (item: TItem) => string;
  resource: CrudResource<TItem, TInput>;
  form: EntityFormSpec<TItem, TValues, TInput>;
  sort?: string;
  /** Actions of a row beyond Edit and Delete, shown before them. */
  renderRowActions?: (item: TItem) => ReactNode;
  ref?: Ref<ListViewHandle>;
}

/**
 * A whole admin entity page from its columns, form and calls: the list view
 * plus the add/edit dialog. Add, Edit and Delete appear for the calls the
 * resource offers. Pages that need more compose ListView and EntityDialog
 * themselves.
 */
export function CrudPage<TItem, TValues extends object, TInput>({
  title,
  entityLabel,
  columns,
  getRowId,
  getRowLabel,
  resource,
  form,
  sort,
  renderRowActions,
  ref,
}: CrudPageProps<TItem, TValues, TInput>) {
  const [dialog, setDialog] = useState<EntityDialogState<TItem>>(null);
  const { create, update, remove, fetch: fetchItem } = resource;
  const hasToggles = columns.some((column) => column.toggle);

  return (
    <>
      <ListView
        ref={ref}
        title={title}
        entityLabel={entityLabel}
        columns={columns}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        query={resource.list}
        {...(sort ? { sort } : {})}
        {...(update && hasToggles
          ? {
              onToggle: async (
                item: TItem,
                field: string,
                value: boolean,
                options?: WriteOptions,
              ) => update(item, toggledInput(form, item, field, value), options),
            }
          : {})}
        {...(renderRowActions ? { renderRowActions } : {})}
        {...(create ? { onAdd: () => setDialog({ mode: 'create' }) } : {})}
        {...(update ? { onEdit: (item: TItem) => setDialog({ mode: 'edit', item }) } : {})}
        {...(remove ? { onDelete: remove } : {})}
        reload={resource.invalidate}
      />
      <EntityDialog
        entityLabel={entityLabel}
        state={dialog}
        form={form}
        onSubmit={(input, state, options) => {
          if (state.mode === 'edit') {
            if (!update) throw new Error(`${entityLabel} cannot be edited`);
            return update(state.item, input, options);
          }
          if (!create) throw new Error(`${entityLabel} cannot be added`);
          return create(input);
        }}
        onReload={
          fetchItem
            ? async (item: TItem) => {
                const current = await fetchItem(item);
                // The list behind the dialog shows the other change too.
                void resource.invalidate();
                return current;
              }
            : undefined
        }
        // The save's mutation has already refreshed the entity's queries.
        onSaved={() => setDialog(null)}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
