/**
 * The admin page every declared kind of content gets from its declaration:
 * sidebar link, columns, the add dialog's fields and rules, and what it
 * sends. Tested once over the declared registry, against the mock API.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { declaredContent } from '../../src/shared/content/declared-content';
import { mockDb } from '../mocks';
import { columnHeaders, openListPage } from './list-page';

type Row = Record<string, unknown>;
const tableOf = (name: string) =>
  mockDb[name as 'award'] as unknown as { all(): Row[]; seed(...rows: Row[]): Row[] };

describe.each(declaredContent.map((content) => ({ name: content.name, content })))(
  'the $name page',
  ({ content }) => {
    const fields = Object.entries(content.fields);
    const open = () => openListPage(`/admin/${content.page}`, content.plural);

    it('is in the sidebar and lists its declared columns', async () => {
      tableOf(content.name).seed({ ...content.example, hidden: false });
      await open();
      const nav = screen.getByRole('navigation', { name: 'Admin' });
      expect(within(nav).getByRole('link', { name: content.plural })).toHaveAttribute(
        'href',
        `/admin/${content.page}`,
      );
      const table = screen.getByRole('table', { name: content.plural });
      expect(columnHeaders(table)).toEqual([
        ...fields.flatMap(([, field]) => (field.column ? [field.column] : [])),
        'Actions',
      ]);
    });

    it('refuses a save without the required fields, then adds a row with lists one entry a line', async () => {
      const { user } = await open();
      await user.click(screen.getByRole('button', { name: 'Add' }));
      const dialog = screen.getByRole('dialog', { name: `Add ${content.label}` });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      for (const [, field] of fields.filter(([, f]) => f.required && f.kind === 'text')) {
        expect(within(dialog).getByText(`${field.label} is required`)).toBeInTheDocument();
      }
      expect(tableOf(content.name).all()).toEqual([]);

      for (const [key, field] of fields) {
        const control = () => within(dialog).getByLabelText(new RegExp(`^${field.label}`));
        if (field.kind === 'text' && field.required) await user.type(control(), `New ${key}`);
        if (field.kind === 'date' && field.required) {
          fireEvent.change(control(), { target: { value: '2024-02-01' } });
        }
        if (field.kind === 'list') await user.type(control(), ' first {Enter}{Enter}second');
      }
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(`${content.label} saved successfully`)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      const [saved] = tableOf(content.name).all();
      for (const [key, field] of fields) {
        if (field.kind === 'text' && field.required) expect(saved![key]).toBe(`New ${key}`);
        if (field.kind === 'text' && !field.required) expect(saved![key]).toBeNull();
        if (field.kind === 'list') expect(saved![key]).toEqual(['first', 'second']);
        if (field.kind === 'flag') expect(saved![key]).toBe(field.default);
      }
    });
  },
);
