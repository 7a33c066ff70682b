import { dateTextOf } from '../../src/client/lib/date-text';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { cellTexts, columnHeaders, openListPage } from './list-page';
import { listQueries, recordRequests } from './request-log';

const LIST_PATH = '/api/experience';

/** Today as the date input holds it (local yyyy-mm-dd). */
function todayInput(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const openExperiences = () => openListPage('/admin/experiences', 'Experiences');

function table() {
  return screen.getByRole('table', { name: 'Experiences' });
}

function rows(): HTMLElement[] {
  return within(table()).getAllByRole('row').slice(1);
}

/** Each row's cells as text, the Cover and Tools columns aside. */
const rowTexts = () => cellTexts(table());

function lastWrite() {
  return mockDb.writes.at(-1);
}

describe('experiences page', () => {
  it('lists experiences newest first with the spec columns and display rules', async () => {
    const [react, ts] = mockDb.tool.seed({ name: 'React' }, { name: 'TypeScript' });
    mockDb.experience.seed({
      company: 'Acme',
      title: 'Developer',
      location: 'Berlin',
      cover: '/api/media/image/acme.png',
      startAt: '2021-03-01',
      endAt: '2023-06-30',
      type: 'part_time',
      hidden: true,
      tools: [react!, ts!],
    });
    mockDb.experience.seed({
      company: 'Globex',
      title: 'Lead',
      location: 'Remote',
      startAt: '2023-07-01',
      endAt: null,
      type: 'full_time',
    });
    mockDb.experience.seed({ company: 'Initech', startAt: '2019-01-15', type: 'internship' });
    mockDb.experience.seed({ company: 'Hooli', startAt: '2020-05-04', type: 'freelance' });
    const requests = recordRequests();
    await openExperiences();

    expect(listQueries(requests, LIST_PATH)[0]).toEqual({
      page: '1',
      limit: '25',
      sort: 'startAt:desc',
    });
    expect(columnHeaders(table())).toEqual([
      'Cover',
      'Company',
      'Title',
      'Location',
      'Start At',
      'End At',
      'Type',
      'Tools',
      'Hidden',
      'Actions',
    ]);

    const texts = rowTexts().map((cells) => cells.slice(1, 9));
    expect(texts).toEqual([
      ['Globex', 'Lead', 'Remote', '01.07.2023', 'Present', 'Full-Time', 'None', 'No'],
      ['Acme', 'Developer', 'Berlin', '01.03.2021', '30.06.2023', 'Part-Time', '', 'Yes'],
      ['Hooli', 'Developer', 'Berlin', '04.05.2020', 'Present', 'Freelance', 'None', 'No'],
      ['Initech', 'Developer', 'Berlin', '15.01.2019', 'Present', 'Internship', 'None', 'No'],
    ]);

    const acme = rows()[1]!;
    expect(within(acme).getByRole('img', { name: 'Acme cover' })).toHaveAttribute(
      'src',
      '/api/media/image/acme.png',
    );
    const tools = within(acme).getByRole('list', { name: 'Tools' });
    const icons = within(tools).getAllByRole('img');
    expect(icons.map((icon) => icon.getAttribute('alt'))).toEqual(['React', 'TypeScript']);
    expect(within(tools).getByRole('img', { name: 'React' })).toHaveAttribute('title', 'React');
    expect(within(tools).getByRole('img', { name: 'React' })).toHaveAttribute('src', react!.icon);
    expect(
      within(acme)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit Developer at Acme', 'Delete Developer at Acme']);
  });

  it('opens Add Experience with the create defaults', async () => {
    const { user } = await openExperiences();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Experience' });

    for (const label of ['Company', 'Title', 'Location', 'Cover', 'End At', 'Description']) {
      expect(within(dialog).getByLabelText(label)).toHaveValue('');
    }
    expect(within(dialog).getByLabelText('Start At')).toHaveValue(dateTextOf(todayInput()));
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(type).toHaveValue('full_time');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['full_time', 'Full-Time'],
      ['part_time', 'Part-Time'],
      ['internship', 'Internship'],
      ['freelance', 'Freelance'],
    ]);
    expect(within(dialog).getByRole('checkbox', { name: 'Hidden' })).not.toBeChecked();
    expect(within(dialog).getByText('No tools selected')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Manage Tools' })).toBeInTheDocument();
    // Marked required, though no rule holds it to anything.
    expect(within(dialog).getByLabelText('Description')).toBeRequired();
    expect(within(dialog).getByLabelText('End At')).not.toBeRequired();
  });

  it('validates before any call', async () => {
    const requests = recordRequests();
    const { user } = await openExperiences();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Experience' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Company is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Location is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Cover is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Company')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Company'), 'Acme');
    await user.type(within(dialog).getByLabelText('Title'), 'Developer');
    await user.click(within(dialog).getByLabelText('Location'));
    await user.paste('x'.repeat(101));
    expect(within(dialog).getByText('Location is too long')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Location'));
    await user.type(within(dialog).getByLabelText('Location'), 'Berlin');
    await user.type(within(dialog).getByLabelText('Cover'), '/api/media/image/acme.png');

    const start = within(dialog).getByLabelText('Start At');
    await user.clear(start);
    await user.type(start, '01.05.2024');
    await user.type(within(dialog).getByLabelText('End At'), '01.05.2024');
    expect(
      within(dialog).getByText('End date cannot be less or equal to start date'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('End At')).toHaveAccessibleDescription(
      /End date cannot be less or equal to start date/,
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add Experience' })).toBeInTheDocument();
  });

  it('adds an experience with tools chosen in Manage Tools, sent as ids', async () => {
    const [react, , node] = mockDb.tool.seed(
      { name: 'React' },
      { name: 'Vite' },
      { name: 'Node.js' },
    );
    const { user } = await openExperiences();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Experience' });

    await user.type(within(dialog).getByLabelText('Company'), '  Acme  ');
    await user.type(within(dialog).getByLabelText('Title'), 'Developer');
    await user.type(within(dialog).getByLabelText('Location'), 'Berlin');
    await user.type(within(dialog).getByLabelText('Cover'), 'https://example.com/acme.png');
    const start = within(dialog).getByLabelText('Start At');
    await user.clear(start);
    await user.type(start, '01.02.2022');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'freelance');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hidden' }));

    await user.click(within(dialog).getByRole('button', { name: 'Manage Tools' }));
    const manager = screen.getByRole('dialog', { name: 'Manage Tools' });
    await user.click(await within(manager).findByRole('button', { name: 'Add Node.js' }));
    await user.click(within(manager).getByRole('button', { name: 'Add React' }));
    await user.click(within(manager).getByRole('button', { name: 'Add Vite' }));
    await user.click(within(manager).getByRole('button', { name: 'Remove Vite' }));
    await user.click(within(manager).getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog', { name: 'Manage Tools' })).not.toBeInTheDocument();
    const chips = within(dialog).getByRole('list', { name: 'Selected tools' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Node.js', 'React']);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Experience saved successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lastWrite()).toEqual({
      method: 'POST',
      path: LIST_PATH,
      body: {
        company: 'Acme',
        title: 'Developer',
        location: 'Berlin',
        cover: 'https://example.com/acme.png',
        startAt: '2022-02-01',
        endAt: null,
        type: 'freelance',
        description: '',
        hidden: true,
        tools: [node!.toolId, react!.toolId],
      },
    });
    await waitFor(() => expect(rowTexts()[0]?.[1]).toBe('Acme'));
  });

  it('edits an experience, prefilled, and sends the changed tool ids', async () => {
    const [react, vite] = mockDb.tool.seed({ name: 'React' }, { name: 'Vite' });
    mockDb.experience.seed({
      company: 'Acme',
      title: 'Developer',
      startAt: '2021-03-01',
      endAt: '2023-06-30',
      type: 'part_time',
      description: 'Built things',
      tools: [react!, vite!],
    });
    const { user } = await openExperiences();

    await user.click(screen.getByRole('button', { name: 'Edit Developer at Acme' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Experience' });
    expect(within(dialog).getByLabelText('Company')).toHaveValue('Acme');
    expect(within(dialog).getByLabelText('Start At')).toHaveValue('01.03.2021');
    expect(within(dialog).getByLabelText('End At')).toHaveValue('30.06.2023');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('part_time');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Built things');

    await user.click(within(dialog).getByRole('button', { name: 'Manage Tools' }));
    const manager = screen.getByRole('dialog', { name: 'Manage Tools' });
    expect(await within(manager).findByRole('button', { name: 'Add React' })).toBeDisabled();
    expect(within(manager).getByRole('button', { name: 'Add Vite' })).toBeDisabled();
    await user.click(within(manager).getByRole('button', { name: 'Remove React' }));
    await user.keyboard('{Escape}');

    expect(screen.getByRole('dialog', { name: 'Edit Experience' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('End At'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Experience saved successfully')).toBeInTheDocument();
    expect(lastWrite()).toMatchObject({
      method: 'PUT',
      path: `${LIST_PATH}/1`,
      body: { endAt: null, type: 'part_time', tools: [vite!.toolId] },
    });
    await waitFor(() => expect(rowTexts()[0]?.[5]).toBe('Present'));
  });

  it("shows 'Failed to create Experience' and the server's tools error, keeping the dialog", async () => {
    const [react] = mockDb.tool.seed({ name: 'React' });
    const { user } = await openExperiences();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Experience' });
    await user.type(within(dialog).getByLabelText('Company'), 'Acme');
    await user.type(within(dialog).getByLabelText('Title'), 'Developer');
    await user.type(within(dialog).getByLabelText('Location'), 'Berlin');
    await user.type(within(dialog).getByLabelText('Cover'), '/cover.png');
    await user.click(within(dialog).getByRole('button', { name: 'Manage Tools' }));
    const manager = screen.getByRole('dialog', { name: 'Manage Tools' });
    await user.click(await within(manager).findByRole('button', { name: 'Add React' }));
    await user.click(within(manager).getByRole('button', { name: 'Done' }));

    // The tool is deleted by someone else before Save.
    mockDb.tool.remove(react!.toolId);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create Experience');
    expect(within(dialog).getByText(`Tool ${react!.toolId} does not exist`)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Experience' })).toBeInTheDocument();
    expect(mockDb.experience.all()).toHaveLength(0);
  });

  it('reports a connection failure on save', async () => {
    server.use(http.post('*/api/experience', () => HttpResponse.error()));
    const { user } = await openExperiences();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Experience' });
    await user.type(within(dialog).getByLabelText('Company'), 'Acme');
    await user.type(within(dialog).getByLabelText('Title'), 'Developer');
    await user.type(within(dialog).getByLabelText('Location'), 'Berlin');
    await user.type(within(dialog).getByLabelText('Cover'), '/cover.png');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Connection error, try again later');
    expect(screen.getByRole('dialog', { name: 'Add Experience' })).toBeInTheDocument();
  });

  it('deletes an experience after confirmation', async () => {
    mockDb.experience.seed({ company: 'Acme', title: 'Developer' });
    const { user } = await openExperiences();

    await user.click(screen.getByRole('button', { name: 'Delete Developer at Acme' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Experience deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No experiences yet')).toBeInTheDocument());
  });
});
