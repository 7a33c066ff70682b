import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from './render-admin';
import { mockDb } from '../mocks';

const resume = {
  basics: { name: 'Grace Hopper' },
  work: [
    {
      name: 'Navy',
      position: 'Officer',
      location: 'Arlington',
      startDate: '1943',
      keywords: ['COBOL'],
    },
  ],
  certificates: [{ name: 'Cert A', issuer: 'Board', date: '2001-02' }],
  languages: [{ language: 'English' }],
};

function jsonFile(content: unknown, name = 'resume.json') {
  return new File([JSON.stringify(content)], name, { type: 'application/json' });
}

async function openImport() {
  mockDb.signedIn = true;
  const view = renderAdmin('/admin/import');
  await screen.findByRole('heading', { level: 1, name: 'Import' });
  return view;
}

describe('import page', () => {
  it('shows the dry run of a chosen file, writes nothing until Import, then links the pages', async () => {
    const { user } = await openImport();
    await user.upload(screen.getByLabelText('JSON Resume file'), jsonFile(resume));
    expect(await screen.findByText('Chosen: resume.json')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const heading = await screen.findByRole('heading', { name: 'What the import would do' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Checked: 3 new, 0 changed, 0 unchanged, 0 skipped. Nothing is written yet.',
    );
    const work = screen.getByRole('region', { name: 'Experiences' });
    expect(within(work).getByText('Officer at Navy')).toBeInTheDocument();
    expect(within(work).getByText('New')).toBeInTheDocument();
    expect(
      within(work).getByText('keywords: "COBOL" is no tool of this site, left out'),
    ).toBeInTheDocument();
    const languages = screen.getByRole('region', { name: 'Languages' });
    expect(within(languages).getByText('English')).toBeInTheDocument();
    expect(within(languages).getByText('New')).toBeInTheDocument();
    expect(mockDb.experience.all()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const done = await screen.findByRole('heading', { name: 'Imported' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(mockDb.experience.all()).toEqual([
      expect.objectContaining({ company: 'Navy', title: 'Officer', startAt: '1943-01-01' }),
    ]);
    expect(mockDb.certification.all()).toHaveLength(1);
    expect(mockDb.language.all()).toEqual([expect.objectContaining({ language: 'English' })]);
    const links = screen.getByRole('list', { name: 'Pages with imported items' });
    expect(within(links).getByRole('link', { name: 'Experiences' })).toHaveAttribute(
      'href',
      '/admin/experiences',
    );
    expect(within(links).getByRole('link', { name: 'Certifications' })).toHaveAttribute(
      'href',
      '/admin/certificates',
    );
    expect(within(links).getByRole('link', { name: 'Languages' })).toHaveAttribute(
      'href',
      '/admin/languages',
    );
  });

  it('shows the problems of pasted JSON by their paths, and writes nothing', async () => {
    const { user } = await openImport();
    const bad = { work: [{ name: 'Navy', position: 'x'.repeat(101), startDate: '1943' }] };
    await user.click(screen.getByLabelText('Or paste the JSON'));
    await user.paste(JSON.stringify(bad));
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const heading = await screen.findByRole('heading', {
      name: "Some items break the site's rules: nothing was imported",
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const problem = screen.getByText('work.0.position');
    expect(problem.closest('li')).toHaveTextContent('work.0.position Title is too long');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(mockDb.experience.all()).toHaveLength(0);
  });

  it('refuses text that is no JSON before sending it, and asks for a document when there is none', async () => {
    const { user } = await openImport();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Choose a .json file or paste the JSON')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Or paste the JSON'));
    await user.paste('{"work": [');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The pasted text is not JSON')).toBeInTheDocument();
    expect(screen.getByLabelText('Or paste the JSON')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is in the sidebar', async () => {
    await openImport();
    const link = screen.getByRole('link', { name: 'Import' });
    expect(link).toHaveAttribute('href', '/admin/import');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
