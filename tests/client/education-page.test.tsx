import { dateTextOf } from '../../src/client/lib/date-text';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { today } from '../../src/client/lib/format';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { columnHeaders, openListPage } from './list-page';
import type { renderAdmin } from './render-admin';
import { recordRequests } from './request-log';

const openEducation = () => openListPage('/admin/education', 'Education');

const table = () => screen.getByRole('table', { name: 'Education' });

function cellsOf(school: string): string[] {
  const row = within(table())
    .getAllByRole('row')
    .find((tr) => within(tr).queryAllByRole('cell')[0]?.textContent === school);
  if (!row) throw new Error(`No row for ${school}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

function setDate(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function openAdd(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add' }));
  return screen.getByRole('dialog', { name: 'Add Education' });
}

describe('education page', () => {
  it("lists the spec's columns, with 'Present' for no end and Yes/No for hidden", async () => {
    mockDb.education.seed(
      {
        school: 'TU Berlin',
        location: 'Berlin',
        title: 'MSc Computer Science',
        startAt: '2019-10-01',
        endAt: '2021-09-30',
        gpa: 3.7,
        hidden: true,
      },
      {
        school: 'Open University',
        location: 'Online',
        title: 'Data Science',
        startAt: '2023-02-01',
        endAt: null,
        gpa: 0,
        hidden: false,
      },
    );
    await openEducation();

    expect(columnHeaders(table())).toEqual([
      'School',
      'Location',
      'Title',
      'Start At',
      'End At',
      'GPA',
      'Hidden',
      'Actions',
    ]);
    expect(cellsOf('TU Berlin').slice(0, 7)).toEqual([
      'TU Berlin',
      'Berlin',
      'MSc Computer Science',
      '01.10.2019',
      '30.09.2021',
      '3.7',
      'Yes',
    ]);
    expect(cellsOf('Open University').slice(0, 7)).toEqual([
      'Open University',
      'Online',
      'Data Science',
      '01.02.2023',
      'Present',
      '0',
      'No',
    ]);
  });

  it('opens Add Education started today, not finished, GPA 0 and visible', async () => {
    const { user } = await openEducation();
    const dialog = await openAdd(user);

    expect(within(dialog).getByLabelText('School')).toHaveValue('');
    expect(within(dialog).getByLabelText('Location')).toHaveValue('');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    expect(within(dialog).getByLabelText('Start At')).toHaveValue(dateTextOf(today()));
    expect(within(dialog).getByLabelText('End At')).toHaveValue('');
    expect(within(dialog).getByLabelText('GPA')).toHaveValue(0);
    expect(within(dialog).getByRole('checkbox', { name: 'Hidden' })).not.toBeChecked();
  });

  it('shows the validation messages before any call', async () => {
    const requests = recordRequests();
    const { user } = await openEducation();
    const dialog = await openAdd(user);
    const gpa = within(dialog).getByLabelText('GPA');

    await user.clear(gpa);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('School is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Location is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('GPA is not a number')).toBeInTheDocument();

    await user.type(gpa, '-1');
    expect(within(dialog).getByText('GPA cannot be less than 0')).toBeInTheDocument();

    for (const label of ['School', 'Location', 'Title']) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste('x'.repeat(101));
      expect(within(dialog).getByText(`${label} is too long`)).toBeInTheDocument();
    }

    setDate(within(dialog).getByLabelText('Start At'), '');
    expect(within(dialog).getByText('Invalid Date')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('refuses an end on or before the start', async () => {
    const requests = recordRequests();
    const { user } = await openEducation();
    const dialog = await openAdd(user);

    await user.type(within(dialog).getByLabelText('School'), 'TU Berlin');
    await user.type(within(dialog).getByLabelText('Location'), 'Berlin');
    await user.type(within(dialog).getByLabelText('Title'), 'MSc');
    setDate(within(dialog).getByLabelText('Start At'), '2020-10-01');
    setDate(within(dialog).getByLabelText('End At'), '2019-10-01');

    expect(
      within(dialog).getByText('End date cannot be less or equal to start date'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('shows the date order problem on the same Save as the missing fields', async () => {
    const { user } = await openEducation();
    const dialog = await openAdd(user);

    setDate(within(dialog).getByLabelText('Start At'), '2020-10-01');
    setDate(within(dialog).getByLabelText('End At'), '2020-10-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('School is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('End date cannot be less or equal to start date'),
    ).toBeInTheDocument();
  });

  it('sends the GPA as a number, no end as null and the hidden flag', async () => {
    const { user } = await openEducation();
    const dialog = await openAdd(user);

    await user.type(within(dialog).getByLabelText('School'), 'TU Berlin');
    await user.type(within(dialog).getByLabelText('Location'), 'Berlin');
    await user.type(within(dialog).getByLabelText('Title'), 'MSc');
    setDate(within(dialog).getByLabelText('Start At'), '2020-10-01');
    await user.clear(within(dialog).getByLabelText('GPA'));
    await user.type(within(dialog).getByLabelText('GPA'), '3.85');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hidden' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Education saved successfully')).toBeInTheDocument();
    expect(mockDb.lastWrite()?.body).toEqual({
      school: 'TU Berlin',
      location: 'Berlin',
      title: 'MSc',
      startAt: '2020-10-01',
      endAt: null,
      gpa: 3.85,
      hidden: true,
    });
    await waitFor(() => expect(cellsOf('TU Berlin')[6]).toBe('Yes'));
  });

  it('edits an education in a prefilled Edit Education dialog', async () => {
    mockDb.education.seed({
      school: 'TU Berlin',
      startAt: '2019-10-01',
      endAt: '2021-09-30',
      gpa: 3.7,
      hidden: true,
    });
    const { user } = await openEducation();

    await user.click(screen.getByRole('button', { name: /^Edit .*TU Berlin$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Education' });
    expect(within(dialog).getByLabelText('Start At')).toHaveValue('01.10.2019');
    expect(within(dialog).getByLabelText('End At')).toHaveValue('30.09.2021');
    expect(within(dialog).getByLabelText('GPA')).toHaveValue(3.7);
    const hidden = within(dialog).getByRole('checkbox', { name: 'Hidden' });
    expect(hidden).toBeChecked();

    await user.click(hidden);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Education saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(cellsOf('TU Berlin')[6]).toBe('No'));
  });

  it('reports a save that gets no response', async () => {
    server.use(http.post('*/api/education', () => HttpResponse.error()));
    const { user } = await openEducation();
    const dialog = await openAdd(user);

    await user.type(within(dialog).getByLabelText('School'), 'TU Berlin');
    await user.type(within(dialog).getByLabelText('Location'), 'Berlin');
    await user.type(within(dialog).getByLabelText('Title'), 'MSc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Connection error, try again later');
    expect(screen.getByRole('dialog', { name: 'Add Education' })).toBeInTheDocument();
  });

  it('deletes an education after the confirmation', async () => {
    mockDb.education.seed({ school: 'TU Berlin' }, { school: 'LMU' });
    const { user } = await openEducation();

    await user.click(screen.getByRole('button', { name: /^Delete .*LMU$/ }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('Education deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(() => cellsOf('LMU')).toThrow());
  });
});
