import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cellTexts, columnHeaders, openListPage } from './list-page';
import { listQueries, recordRequests } from './request-log';
import { accessDb, mockDb } from '../mocks';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** A local time, as the page must show it: dd.mm.yyyy hh:mm. */
const local = (day: number, hours: number, minutes: number) =>
  new Date(2024, 4, day, hours, minutes).toISOString();

const openActivity = () => openListPage('/admin/activity', 'Activity');

const table = () => screen.getByRole('table', { name: 'Activity' });

const rows = () => cellTexts(table());

const filters = () => screen.getByRole('form', { name: 'Filter activity' });

describe('activity page', () => {
  it('lists the trail newest first in readable rows', async () => {
    accessDb.seedAudit({
      action: 'sign-in',
      at: local(1, 9, 0),
      userAgent: FIREFOX_LINUX,
      address: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    });
    accessDb.seedAudit({
      action: 'update',
      at: local(3, 14, 30),
      entity: 'category',
      entityId: '7',
      fields: ['name', 'slug'],
      userAgent: FIREFOX_LINUX,
      address: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    });
    accessDb.seedAudit({
      action: 'sign-in-failed',
      at: local(2, 23, 5),
      adminId: null,
      username: null,
      via: null,
      address: 'ffff0000ffff0000ffff0000ffff0000',
    });
    accessDb.seedAudit({
      action: 'delete',
      at: local(4, 8, 0),
      entity: 'project',
      entityId: '3',
      via: 'token',
      tokenId: 5,
      address: null,
      userAgent: 'backup-script/1.0',
    });
    const requests = recordRequests();
    await openActivity();

    expect(columnHeaders(table())).toEqual([
      'Time',
      'Admin',
      'Action',
      'Entity',
      'Fields',
      'Address',
      'Browser',
    ]);
    expect(rows()).toEqual([
      [
        '04.05.2024 08:00',
        'adminwith API token #5',
        'Deleted',
        'project #3',
        '—',
        '—',
        'backup-script/1.0',
      ],
      [
        '03.05.2024 14:30',
        'admin',
        'Updated',
        'category #7',
        'name, slug',
        'a1b2c3d4',
        'Firefox 128 on Linux',
      ],
      ['02.05.2024 23:05', 'Unknown name', 'Sign-in failed', '—', '—', 'ffff0000', '—'],
      ['01.05.2024 09:00', 'admin', 'Signed in', '—', '—', 'a1b2c3d4', 'Firefox 128 on Linux'],
    ]);
    // The whole hash and user agent stay one hover away.
    expect(screen.getAllByText('a1b2c3d4')[0]).toHaveAttribute(
      'title',
      'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    );
    expect(listQueries(requests, '/api/audit')).toEqual([{ page: '1', limit: '25' }]);
  });

  it('filters by admin, entity, action and days, and Clear shows everything again', async () => {
    const owner = mockDb.seedAdmin('admin');
    const ada = mockDb.seedAdmin('ada');
    accessDb.seedAudit({ action: 'create', entity: 'tool', entityId: '1', at: local(2, 10, 0) });
    accessDb.seedAudit({
      action: 'update',
      entity: 'tool',
      entityId: '1',
      fields: ['link'],
      adminId: ada.adminId,
      username: 'ada',
      at: local(3, 10, 0),
    });
    accessDb.seedAudit({
      action: 'sign-in',
      adminId: ada.adminId,
      username: 'ada',
      at: local(3, 9, 0),
    });
    const requests = recordRequests();
    const { user } = await openActivity();
    expect(rows()).toHaveLength(3);

    const form = filters();
    const admin = within(form).getByRole('combobox', { name: 'Admin' });
    await waitFor(() => expect(within(admin).getAllByRole('option')).toHaveLength(3));
    expect(
      within(admin)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any admin', 'admin', 'ada']);
    await user.selectOptions(admin, 'ada');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Entity' }), 'tool');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Action' }), 'Updated');
    await user.type(within(form).getByLabelText('From'), '01.05.2024');
    await user.type(within(form).getByLabelText('To'), '31.05.2024');
    // Nothing is asked until Filter.
    expect(listQueries(requests, '/api/audit')).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.slice(1, 5)).toEqual(['ada', 'Updated', 'tool #1', 'link']);
    expect(listQueries(requests, '/api/audit').at(-1)).toEqual({
      page: '1',
      limit: '25',
      adminId: String(ada.adminId),
      entity: 'tool',
      action: 'update',
      from: '2024-05-01',
      to: '2024-05-31',
    });
    expect(owner.adminId).not.toBe(ada.adminId);

    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(form).getByRole('combobox', { name: 'Admin' })).toHaveValue('');
    expect(listQueries(requests, '/api/audit').at(-1)).toEqual({ page: '1', limit: '25' });
  });

  it('refuses an end day before the start day without asking the server', async () => {
    const requests = recordRequests();
    const { user } = await openActivity();
    const form = filters();

    await user.type(within(form).getByLabelText('From'), '10.05.2024');
    await user.type(within(form).getByLabelText('To'), '01.05.2024');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));

    expect(within(form).getByText('End date cannot be before start date')).toBeInTheDocument();
    expect(listQueries(requests, '/api/audit')).toHaveLength(1);
  });

  it('pages like the other lists', async () => {
    for (let n = 1; n <= 30; n += 1) {
      accessDb.seedAudit({
        action: 'create',
        entity: 'category',
        entityId: String(n),
        at: new Date(Date.UTC(2024, 4, 1, 0, n)).toISOString(),
      });
    }
    const requests = recordRequests();
    const { user } = await openActivity();

    expect(rows()).toHaveLength(25);
    expect(rows()[0]![3]).toBe('category #30');
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[0]![3]).toBe('category #5');
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(listQueries(requests, '/api/audit').map((query) => [query.page, query.limit])).toEqual([
      ['1', '25'],
      ['2', '25'],
      ['1', '50'],
    ]);
  });

  it('says so when there is no activity', async () => {
    await openActivity();
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
  });
});
