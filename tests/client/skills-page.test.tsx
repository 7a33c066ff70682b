import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { cellTexts, columnHeaders, openListPage } from './list-page';
import { listQueries, recordRequests } from './request-log';

const openSkills = () => openListPage('/admin/skills', 'Skills');

const table = () => screen.getByRole('table', { name: 'Skills' });

const rows = () => cellTexts(table(), 3);

function seedSkillsets() {
  const [frontend, backend] = mockDb.skillset.seed(
    { name: 'Frontend', order: 1 },
    { name: 'Backend', order: 2 },
  );
  return { frontend: frontend!, backend: backend! };
}

/** Waits for the dialog's skillset choices to arrive. */
async function skillsetSelect(dialog: HTMLElement) {
  const select = within(dialog).getByRole('combobox', { name: 'Skillset' });
  await waitFor(() => expect(select).toBeEnabled());
  return select;
}

function optionTexts(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('skills page', () => {
  it('lists Name, Skillset, Order and Actions in ascending order', async () => {
    const { frontend, backend } = seedSkillsets();
    mockDb.seedSkill('Node.js', backend, 2);
    mockDb.seedSkill('React', frontend, 1);
    const requests = recordRequests();
    await openSkills();

    expect(columnHeaders(table())).toEqual(['Name', 'Skillset', 'Order', 'Actions']);
    expect(rows()).toEqual([
      ['React', 'Frontend', '1'],
      ['Node.js', 'Backend', '2'],
    ]);
    expect(listQueries(requests, '/api/skill').at(-1)).toEqual({
      page: '1',
      limit: '25',
      sort: 'order:asc',
    });
  });

  it('fills the skillset select from page 1 of up to 1000 skillsets, none chosen at first', async () => {
    seedSkillsets();
    const requests = recordRequests();
    const { user } = await openSkills();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Skill' });
    const select = await skillsetSelect(dialog);

    expect(optionTexts(select)).toEqual(['Select a skillset', 'Frontend', 'Backend']);
    expect(select).toHaveValue('');
    expect(listQueries(requests, '/api/skillset')).toEqual([{ page: '1', limit: '1000' }]);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).queryByLabelText('Order')).not.toBeInTheDocument();
  });

  it("says 'Skillset is required' and checks the name before any call", async () => {
    seedSkillsets();
    const requests = recordRequests();
    const { user } = await openSkills();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Skill' });
    await skillsetSelect(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Skillset is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('x'.repeat(101));
    expect(within(dialog).getByText('Name is too long')).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('adds a skill to the chosen skillset', async () => {
    seedSkillsets();
    const { user } = await openSkills();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Skill' });
    await user.selectOptions(await skillsetSelect(dialog), 'Backend');
    await user.type(within(dialog).getByLabelText('Name'), 'PostgreSQL');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Skill saved successfully')).toBeInTheDocument();
    expect(mockDb.lastWrite()).toEqual({
      method: 'POST',
      path: '/api/skill',
      body: { skillsetId: 2, name: 'PostgreSQL' },
    });
    await waitFor(() => expect(rows()).toEqual([['PostgreSQL', 'Backend', '1']]));
  });

  it('edits the skillset, name and order in a prefilled Edit Skill dialog', async () => {
    const { frontend } = seedSkillsets();
    mockDb.seedSkill('Docker', frontend, 3);
    const { user } = await openSkills();

    await user.click(screen.getByRole('button', { name: 'Edit Docker' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Skill' });
    const select = await skillsetSelect(dialog);
    expect(select).toHaveValue('1');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Docker');
    expect(within(dialog).getByLabelText('Order')).toHaveValue(3);

    await user.selectOptions(select, 'Backend');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Skill saved successfully')).toBeInTheDocument();
    expect(mockDb.lastWrite()).toEqual({
      method: 'PUT',
      path: '/api/skill/1',
      body: { skillsetId: 2, name: 'Docker', order: 1 },
    });
    await waitFor(() => expect(rows()).toEqual([['Docker', 'Backend', '1']]));
  });

  it("shows 'Failed to create Skill' and the skillset error when the skillset is gone", async () => {
    const { backend } = seedSkillsets();
    const { user } = await openSkills();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Skill' });
    await user.selectOptions(await skillsetSelect(dialog), 'Backend');
    await user.type(within(dialog).getByLabelText('Name'), 'Go');
    // Someone deletes the skillset while the dialog is open.
    mockDb.skillset.remove(backend.skillsetId);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create Skill');
    expect(within(dialog).getByText('Skillset does not exist')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Skillset' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says by the field, without a notice, when the skillsets cannot be loaded', async () => {
    server.use(
      http.get('*/api/skillset', () =>
        HttpResponse.json({ statusCode: 400, message: 'Invalid input' }, { status: 400 }),
      ),
    );
    const { user } = await openSkills();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Skill' });

    expect(
      await within(dialog).findByText('Skillsets could not be loaded: Unknown error: 400'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a skill after the confirmation', async () => {
    const { frontend } = seedSkillsets();
    mockDb.seedSkill('React', frontend, 1);
    mockDb.seedSkill('Vue', frontend, 2);
    const { user } = await openSkills();

    await user.click(screen.getByRole('button', { name: 'Delete Vue' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('Skill deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual([['React', 'Frontend', '1']]));
  });
});
