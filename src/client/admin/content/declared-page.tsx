import type { ReactNode } from 'react';
import { z } from 'zod';
import type { FieldSpec } from '../../../shared/content/content-fields';
import type { DeclaredContent } from '../../../shared/content/define-content';
import { formatDate } from '../../lib/format';
import { DateField } from '../../ui/date-field';
import { CheckboxField, TextArea } from '../../ui/form-controls';
import { Icon, type IconProps } from '../../ui/icon';
import type { FormApi } from '../../ui/use-form';
import { TextInput } from '../../ui/text-input';
import { defineContentPage } from '../content-page';
import { CrudPage } from '../list/crud-page';
import type { ListColumn } from '../list/data-table';
import type { EntityFormSpec } from '../list/entity-dialog';
import type { WritableRouter } from '../../lib/use-write-mutation';
import { type ListedEntity, useCrudResource } from '../list/use-crud-resource';
import { usePageTitle } from '../use-page-title';

type Item = Record<string, unknown>;
/** The form's values: texts as typed (a list one entry a line), switches as booleans. */
type Values = Record<string, string | boolean>;

const muted = (text: string) => <span className="admin-cell-muted">{text}</span>;

/** One list cell, as the field's kind reads best: dates formatted, links clickable, lists joined. */
function cell(field: FieldSpec, value: unknown) {
  if (field.kind === 'flag') return value ? 'Yes' : 'No';
  if (field.kind === 'list') {
    const entries = Array.isArray(value) ? (value as string[]) : [];
    return entries.length ? entries.join(', ') : muted('N/A');
  }
  if (typeof value !== 'string' || value === '') return muted('N/A');
  if (field.kind === 'date') return formatDate(value);
  if (field.kind === 'url') {
    return (
      <a
        className="admin-cell-truncate admin-cell-link"
        href={value}
        target="_blank"
        rel="noopener noreferrer"
        title={value}
      >
        {value}
      </a>
    );
  }
  return value;
}

function columnsOf(content: DeclaredContent): ListColumn<Item>[] {
  return Object.entries(content.fields).flatMap(([key, field]) => {
    if (!field.column) return [];
    return [
      {
        key,
        header: field.column,
        ...(field.sort ? { sortField: key } : {}),
        ...(field.kind === 'date' ? { className: 'admin-cell-nowrap' } : {}),
        cell: (item: Item) => cell(field, item[key]),
        ...(field.kind === 'flag' && key === 'hidden'
          ? {
              toggle: {
                value: (item: Item) => Boolean(item[key]),
                onWord: 'hidden',
                offWord: 'shown',
              },
            }
          : {}),
      },
    ];
  });
}

const lines = (text: unknown) =>
  typeof text === 'string'
    ? text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : text;

/** The API's input schema, reading each list field from its one-entry-a-line text. */
function formSchema(content: DeclaredContent) {
  const shape = Object.fromEntries(
    Object.entries(content.fields).map(([key, field]) => [
      key,
      field.kind === 'list' ? z.preprocess(lines, field.input) : field.input,
    ]),
  );
  const object = z.object(shape);
  return content.refine ? object.superRefine(content.refine) : object;
}

function control(key: string, field: FieldSpec, form: FormApi<Values>) {
  // Every field but a switch holds text; a switch is bound by hand below.
  const text = (form as unknown as FormApi<Record<string, string>>).field(key);
  const common = {
    label: field.label,
    ...(field.required ? { required: true } : {}),
    ...(field.hint ? { hint: field.hint } : {}),
  };
  switch (field.kind) {
    case 'flag':
      return (
        <CheckboxField
          key={key}
          label={field.label}
          {...(field.hint ? { hint: field.hint } : {})}
          name={key}
          checked={Boolean(form.values[key])}
          onChange={(event) => form.setValue(key, event.target.checked)}
        />
      );
    case 'date':
      return <DateField key={key} {...common} {...text} />;
    case 'longText':
      return <TextArea key={key} {...common} rows={5} {...text} />;
    case 'list':
      return <TextArea key={key} {...common} rows={4} {...text} />;
    case 'url':
      return (
        <TextInput
          key={key}
          {...common}
          inputMode="url"
          autoComplete="off"
          {...(field.placeholder ? { placeholder: field.placeholder } : {})}
          {...text}
        />
      );
    case 'text':
      return (
        <TextInput
          key={key}
          {...common}
          autoComplete="off"
          {...(field.placeholder ? { placeholder: field.placeholder } : {})}
          {...text}
        />
      );
  }
}

/** The fields in declaration order; two half-width ones in a row share a line. */
function renderFields(content: DeclaredContent, form: FormApi<Values>) {
  const entries = Object.entries(content.fields);
  const rows: ReactNode[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const [key, field] = entries[index] as [string, FieldSpec];
    const next = entries[index + 1];
    if (field.half && next?.[1].half) {
      rows.push(
        <div className="admin-form-row" key={key}>
          {control(key, field, form)}
          {control(next[0], next[1], form)}
        </div>,
      );
      index += 1;
    } else {
      rows.push(control(key, field, form));
    }
  }
  return <>{rows}</>;
}

function formOf(content: DeclaredContent): EntityFormSpec<Item, Values, Item> {
  const valueOf = (field: FieldSpec, value: unknown): string | boolean => {
    if (field.kind === 'flag') return Boolean(value ?? field.default);
    if (field.kind === 'list') return Array.isArray(value) ? value.join('\n') : '';
    return typeof value === 'string' ? value : '';
  };
  const entries = Object.entries(content.fields);
  return {
    defaults: () => Object.fromEntries(entries.map(([key, field]) => [key, valueOf(field, null)])),
    toValues: (item) =>
      Object.fromEntries(entries.map(([key, field]) => [key, valueOf(field, item[key])])),
    schema: formSchema(content) as unknown as z.ZodType<Item>,
    size: 'lg',
    renderFields: (form) => renderFields(content, form),
  };
}

/** The admin page of a declared kind of content: its list, switches and add/edit dialog. */
export function declaredPage<const D extends DeclaredContent>(content: D) {
  const columns = columnsOf(content);
  const form = formOf(content);
  const id = content.idField;
  const heading = Object.keys(content.fields)[0] ?? id;
  const calls = {
    create: (input: Item) => input,
    update: (item: Item, input: Item) => ({ id: item[id], ...input }),
    remove: (item: Item) => ({ id: item[id] }),
  };

  function DeclaredContentPage() {
    usePageTitle(content.plural);
    // Every declared entity has the same five calls; their types differ only in the fields.
    const resource = useCrudResource(content.name as ListedEntity & WritableRouter, calls as never);
    return (
      <CrudPage<Item, Values, Item>
        title={content.plural}
        entityLabel={content.label}
        columns={columns}
        getRowId={(item) => item[id] as number}
        getRowLabel={(item) => String(item[heading] ?? '')}
        resource={resource as never}
        form={form}
        sort={content.adminSort}
      />
    );
  }

  function DeclaredIcon(props: IconProps) {
    return (
      <Icon {...props}>
        {content.icon.map((d) => (
          <path key={d} d={d} />
        ))}
      </Icon>
    );
  }

  return defineContentPage({
    slug: content.page as D['page'],
    label: content.plural,
    icon: DeclaredIcon,
    entity: content.name,
    component: DeclaredContentPage,
  });
}
