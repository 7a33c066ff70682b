import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { columnHeaders, openListPage } from './list-page';
import type { renderAdmin } from './render-admin';
import { recordRequests } from './request-log';

const openVariables = () => openListPage('/admin/variables', 'Variables');

const table = () => screen.getByRole('table', { name: 'Variables' });

function rowOf(key: string): HTMLElement {
  const row = within(table())
    .getAllByRole('row')
    .find((tr) => within(tr).queryAllByRole('cell')[0]?.textContent === key);
  if (!row) throw new Error(`No row for ${key}`);
  return row;
}

const cellsOf = (key: string) =>
  within(rowOf(key))
    .getAllByRole('cell')
    .slice(0, 4)
    .map((cell) => cell.textContent ?? '');

const writes = (requests: { method: string }[]) =>
  requests.filter((request) => request.method !== 'GET');

async function openAdd(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add' }));
  return screen.getByRole('dialog', { name: 'Add Variable' });
}

describe('variables page', () => {
  it('lists Key, Value, Type, Private (Yes/No) and Actions', async () => {
    mockDb.variable.seed(
      { key: 'title', value: 'Jane Doe', type: 'string', private: false },
      { key: 'max_message_length', value: '1000', type: 'int', private: true },
    );
    await openVariables();

    expect(columnHeaders(table())).toEqual(['Key', 'Value', 'Type', 'Private', 'Actions']);
    expect(cellsOf('title')).toEqual(['title', 'Jane Doe', 'string', 'No']);
    expect(cellsOf('max_message_length')).toEqual(['max_message_length', '1000', 'int', 'Yes']);
    expect(screen.getByRole('button', { name: 'Edit title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete title' })).toBeInTheDocument();
  });

  it('cuts a long value short with an ellipsis and shows it whole in its title', async () => {
    const about = `<p>${'I build things for the web. '.repeat(40)}</p>`;
    mockDb.variable.seed({ key: 'about', value: about, type: 'string' });
    await openVariables();

    const value = within(rowOf('about')).getAllByRole('cell')[1]!;
    const shown = value.textContent ?? '';
    expect(shown.length).toBeLessThan(200);
    expect(shown.endsWith('…')).toBe(true);
    expect(within(value).getByTitle(about)).toBeInTheDocument();
  });

  it('opens Add Variable as a public, empty string', async () => {
    const { user } = await openVariables();
    const dialog = await openAdd(user);

    expect(within(dialog).getByLabelText('Key')).toHaveValue('');
    expect(within(dialog).getByLabelText('Key')).toBeEnabled();
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('string');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['string', 'bool', 'int', 'float']);
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: 'Private' })).not.toBeChecked();
  });

  it('checks the key and a non-empty string value before any call', async () => {
    const requests = recordRequests();
    const { user } = await openVariables();
    const dialog = await openAdd(user);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Key is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Value cannot be empty')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Key'));
    await user.paste('k'.repeat(257));
    expect(within(dialog).getByText('Key is too long')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), '   ');
    expect(within(dialog).getByText('Value cannot be empty')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(writes(requests)).toHaveLength(0);
  });

  it('resets the value when the type changes: string empty, bool false, int 1, float 1', async () => {
    const { user } = await openVariables();
    const dialog = await openAdd(user);
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'hello');

    await user.selectOptions(type, 'bool');
    const bool = within(dialog).getByRole('combobox', { name: 'Value' });
    expect(bool).toHaveValue('false');
    expect(
      within(bool)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['true', 'false']);

    await user.selectOptions(type, 'int');
    const int = within(dialog).getByRole('spinbutton', { name: 'Value' });
    expect(int).toHaveValue(1);
    expect(int).toHaveAttribute('step', '1');

    await user.clear(int);
    await user.type(int, '7');
    await user.selectOptions(type, 'float');
    const float = within(dialog).getByRole('spinbutton', { name: 'Value' });
    expect(float).toHaveValue(1);
    expect(float).toHaveAttribute('step', '0.01');

    await user.selectOptions(type, 'string');
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveValue('');
    // A reset is not the user's doing: no complaint until they act.
    expect(within(dialog).queryByText('Value cannot be empty')).not.toBeInTheDocument();
  });

  it('checks whole numbers for int before any call', async () => {
    const requests = recordRequests();
    const { user } = await openVariables();
    const dialog = await openAdd(user);

    await user.type(within(dialog).getByLabelText('Key'), 'max_message_length');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'int');
    const value = within(dialog).getByRole('spinbutton', { name: 'Value' });
    await user.clear(value);
    await user.type(value, '2.5');
    expect(within(dialog).getByText('Value must be a whole number')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(writes(requests)).toHaveLength(0);
  });

  it('adds a variable with its value as a string', async () => {
    const { user } = await openVariables();
    const dialog = await openAdd(user);

    await user.type(within(dialog).getByLabelText('Key'), 'show_cv');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'bool');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Value' }), 'true');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Private' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Variable saved successfully')).toBeInTheDocument();
    expect(mockDb.lastWrite()).toEqual({
      method: 'POST',
      path: '/api/variable',
      body: { key: 'show_cv', value: 'true', type: 'bool', private: true },
    });
    await waitFor(() => expect(cellsOf('show_cv')).toEqual(['show_cv', 'true', 'bool', 'Yes']));
  });

  it('keeps the key fixed when editing and addresses the update by key', async () => {
    mockDb.variable.seed({ key: 'title', value: 'Jane Doe', type: 'string', private: false });
    const { user } = await openVariables();

    await user.click(screen.getByRole('button', { name: 'Edit title' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Variable' });
    const key = within(dialog).getByLabelText('Key');
    expect(key).toHaveValue('title');
    expect(key).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('string');
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    expect(value).toHaveValue('Jane Doe');

    await user.clear(value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Value cannot be empty')).toBeInTheDocument();

    await user.type(value, 'Jane Q. Doe');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Variable saved successfully')).toBeInTheDocument();
    const write = mockDb.lastWrite();
    expect(write?.method).toBe('PUT');
    expect(write?.path).toBe('/api/variable/title');
    expect(write?.body).toMatchObject({ value: 'Jane Q. Doe', type: 'string', private: false });
    await waitFor(() => expect(cellsOf('title')[1]).toBe('Jane Q. Doe'));
  });

  it('edits the about text as markdown beside a live preview; other strings stay plain', async () => {
    mockDb.variable.seed(
      { key: 'about', value: '<p>Old words</p>', type: 'string', private: false },
      { key: 'title', value: 'Jane Doe', type: 'string', private: false },
    );
    const { user } = await openVariables();

    await user.click(screen.getByRole('button', { name: 'Edit about' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Variable' });
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Old words')).toBeInTheDocument();
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    await user.clear(value);
    await user.type(value, 'I **build** things');
    expect(await within(preview).findByText('build')).toHaveProperty('tagName', 'STRONG');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Variable saved successfully')).toBeInTheDocument();
    expect(mockDb.lastWrite()?.body).toMatchObject({ value: 'I **build** things' });

    await user.click(screen.getByRole('button', { name: 'Edit title' }));
    const title = screen.getByRole('dialog', { name: 'Edit Variable' });
    expect(within(title).queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it("shows 'Failed to create Variable' and the key error when the key is taken", async () => {
    mockDb.variable.seed({ key: 'title', value: 'Jane Doe' });
    const { user } = await openVariables();
    const dialog = await openAdd(user);

    await user.type(within(dialog).getByLabelText('Key'), 'title');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create Variable');
    expect(within(dialog).getByText('Key is already used')).toBeInTheDocument();
  });

  it("shows 'Failed to update Variable' when an update is refused", async () => {
    mockDb.variable.seed({ key: 'title', value: 'Jane Doe' });
    server.use(
      http.put('*/api/variable/:key', () =>
        HttpResponse.json(
          { statusCode: 1003, message: 'Failed to update Variable' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openVariables();

    await user.click(screen.getByRole('button', { name: 'Edit title' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Variable' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update Variable');
    expect(screen.getByRole('dialog', { name: 'Edit Variable' })).toBeInTheDocument();
  });

  it('deletes a variable by key after the confirmation', async () => {
    mockDb.variable.seed({ key: 'title', value: 'Jane' }, { key: 'github', value: 'x' });
    const { user } = await openVariables();

    await user.click(screen.getByRole('button', { name: 'Delete github' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('Variable deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(() => rowOf('github')).toThrow());
    expect(mockDb.variable.all().map((variable) => variable.key)).toEqual(['title']);
  });
});
