import { dateTextOf } from '../../src/client/lib/date-text';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { today } from '../../src/client/lib/format';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { columnHeaders, openListPage } from './list-page';
import { recordRequests } from './request-log';

const openCertifications = () => openListPage('/admin/certificates', 'Certifications');

const table = () => screen.getByRole('table', { name: 'Certifications' });

function cellsOf(name: string): string[] {
  const row = within(table())
    .getAllByRole('row')
    .find((tr) => within(tr).queryAllByRole('cell')[0]?.textContent === name);
  if (!row) throw new Error(`No row for ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** Date inputs take a whole yyyy-mm-dd value, as a browser's date picker sets it. */
function setDate(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('certifications page', () => {
  it("lists the spec's columns, with 'Never' and 'N/A' for what is missing", async () => {
    mockDb.certification.seed(
      {
        name: 'AWS Solutions Architect',
        issuer: 'Amazon',
        issuedAt: '2024-01-15',
        expiresAt: '2027-01-15',
        certificationNumber: 'AWS-123',
        link: 'https://aws.amazon.com/verify/123',
      },
      { name: 'Scrum Master', issuer: 'Scrum.org', issuedAt: '2020-03-02' },
    );
    await openCertifications();

    expect(columnHeaders(table())).toEqual([
      'Name',
      'Issuer',
      'Issued At',
      'Expires At',
      'Cert. No.',
      'Link',
      'Actions',
    ]);
    expect(cellsOf('AWS Solutions Architect').slice(0, 6)).toEqual([
      'AWS Solutions Architect',
      'Amazon',
      '15.01.2024',
      '15.01.2027',
      'AWS-123',
      'https://aws.amazon.com/verify/123',
    ]);
    expect(cellsOf('Scrum Master').slice(0, 6)).toEqual([
      'Scrum Master',
      'Scrum.org',
      '02.03.2020',
      'Never',
      'N/A',
      'N/A',
    ]);

    const link = screen.getByRole('link', { name: 'https://aws.amazon.com/verify/123' });
    expect(link).toHaveAttribute('href', 'https://aws.amazon.com/verify/123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('opens Add Certification issued today with the other fields empty', async () => {
    const { user } = await openCertifications();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Certification' });

    expect(within(dialog).getByLabelText('Issued At')).toHaveValue(dateTextOf(today()));
    for (const label of ['Name', 'Issuer', 'Expires At', 'Certification Number', 'Link']) {
      expect(within(dialog).getByLabelText(label)).toHaveValue('');
    }
  });

  it('shows the validation messages before any call', async () => {
    const requests = recordRequests();
    const { user } = await openCertifications();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Certification' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.click(save);
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Issuer is required')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('n'.repeat(101));
    await user.click(within(dialog).getByLabelText('Issuer'));
    await user.paste('i'.repeat(101));
    await user.click(within(dialog).getByLabelText('Certification Number'));
    await user.paste('c'.repeat(51));
    await user.click(within(dialog).getByLabelText('Link'));
    await user.paste(`https://example.com/${'l'.repeat(2030)}`);
    expect(within(dialog).getByText('Name is too long')).toBeInTheDocument();
    expect(within(dialog).getByText('Issuer is too long')).toBeInTheDocument();
    expect(within(dialog).getByText('Certification number is too long')).toBeInTheDocument();
    expect(within(dialog).getByText('Link is too long')).toBeInTheDocument();

    setDate(within(dialog).getByLabelText('Issued At'), '');
    expect(within(dialog).getByText('Invalid Date')).toBeInTheDocument();

    await user.click(save);
    expect(screen.getByRole('dialog', { name: 'Add Certification' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('refuses an expiry on or before the issue date', async () => {
    const requests = recordRequests();
    const { user } = await openCertifications();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Certification' });

    await user.type(within(dialog).getByLabelText('Name'), 'CKA');
    await user.type(within(dialog).getByLabelText('Issuer'), 'CNCF');
    setDate(within(dialog).getByLabelText('Issued At'), '2024-05-10');
    setDate(within(dialog).getByLabelText('Expires At'), '2024-05-10');

    expect(
      within(dialog).getByText('Expiration date cannot be less or equal to issuing date'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('shows the date order problem on the same Save as the missing fields', async () => {
    const { user } = await openCertifications();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Certification' });

    setDate(within(dialog).getByLabelText('Issued At'), '2024-05-10');
    setDate(within(dialog).getByLabelText('Expires At'), '2024-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Expiration date cannot be less or equal to issuing date'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Expires At')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends empty optional fields as null and says it saved', async () => {
    const { user } = await openCertifications();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Certification' });

    await user.type(within(dialog).getByLabelText('Name'), 'CKA');
    await user.type(within(dialog).getByLabelText('Issuer'), 'CNCF');
    setDate(within(dialog).getByLabelText('Issued At'), '2024-05-10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Certification saved successfully')).toBeInTheDocument();
    expect(mockDb.lastWrite()?.body).toEqual({
      name: 'CKA',
      issuer: 'CNCF',
      issuedAt: '2024-05-10',
      expiresAt: null,
      certificationNumber: null,
      link: null,
    });
    await waitFor(() =>
      expect(cellsOf('CKA').slice(0, 6)).toEqual([
        'CKA',
        'CNCF',
        '10.05.2024',
        'Never',
        'N/A',
        'N/A',
      ]),
    );
  });

  it('edits a certification in a prefilled Edit Certification dialog', async () => {
    mockDb.certification.seed({
      name: 'CKA',
      issuer: 'CNCF',
      issuedAt: '2024-05-10',
      expiresAt: '2027-05-10',
      certificationNumber: 'LF-1',
      link: 'https://cncf.io/cka',
    });
    const { user } = await openCertifications();

    await user.click(screen.getByRole('button', { name: 'Edit CKA' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Certification' });
    expect(within(dialog).getByLabelText('Issued At')).toHaveValue('10.05.2024');
    expect(within(dialog).getByLabelText('Expires At')).toHaveValue('10.05.2027');
    expect(within(dialog).getByLabelText('Certification Number')).toHaveValue('LF-1');
    expect(within(dialog).getByLabelText('Link')).toHaveValue('https://cncf.io/cka');

    setDate(within(dialog).getByLabelText('Expires At'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Certification saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(cellsOf('CKA')[3]).toBe('Never'));
    expect(mockDb.lastWrite()).toMatchObject({
      method: 'PUT',
      path: '/api/certification/1',
      body: { expiresAt: null },
    });
  });

  it("shows 'Failed to update Certification' when the server refuses", async () => {
    mockDb.certification.seed({ name: 'CKA' });
    server.use(
      http.put('*/api/certification/:id', () =>
        HttpResponse.json(
          { statusCode: 1003, message: 'Failed to update Certification' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCertifications();

    await user.click(screen.getByRole('button', { name: 'Edit CKA' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Edit Certification' })).getByRole('button', {
        name: 'Save',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update Certification');
    expect(screen.getByRole('dialog', { name: 'Edit Certification' })).toBeInTheDocument();
  });

  it('deletes a certification after the confirmation', async () => {
    mockDb.certification.seed({ name: 'CKA' }, { name: 'CKAD' });
    const { user } = await openCertifications();

    await user.click(screen.getByRole('button', { name: 'Delete CKA' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('Certification deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(() => cellsOf('CKA')).toThrow());
    expect(cellsOf('CKAD')[0]).toBe('CKAD');
  });
});
