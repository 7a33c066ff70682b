import { dateTextOf } from '../../src/client/lib/date-text';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../mocks';
import { server } from '../mocks/server';
import { cellTexts, columnHeaders, openListPage } from './list-page';
import type { renderAdmin } from './render-admin';
import { listQueries, recordRequests } from './request-log';

const LIST_PATH = '/api/project';

function todayInput(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const openProjects = () => openListPage('/admin/projects', 'Projects');

function table() {
  return screen.getByRole('table', { name: 'Projects' });
}

function rows(): HTMLElement[] {
  return within(table()).getAllByRole('row').slice(1);
}

const rowTexts = () => cellTexts(table());

/** Fills every required field but the category; returns the dialog. */
async function fillProject(user: ReturnType<typeof renderAdmin>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Name'), 'Portfolio CMS');
  await user.type(within(dialog).getByLabelText('Cover'), '/api/media/image/cms.png');
  await user.type(within(dialog).getByLabelText('Description'), 'A CMS for a portfolio');
  await user.type(within(dialog).getByLabelText('Content'), '# Hello');
}

describe('projects page', () => {
  it('lists projects with the spec columns and row actions', async () => {
    const [web] = mockDb.category.seed({ name: 'Web' });
    const [react] = mockDb.tool.seed({ name: 'React' });
    mockDb.project.seed({
      name: 'Portfolio CMS',
      category: { categoryId: web!.categoryId, name: 'Web' },
      publishedAt: '2024-03-09',
      cover: '/api/media/image/cms.png',
      pinned: true,
      hidden: false,
      tools: [react!],
    });
    mockDb.project.seed({
      name: 'Old game',
      category: { categoryId: web!.categoryId, name: 'Web' },
      publishedAt: '2019-12-31',
      pinned: false,
      hidden: true,
    });
    await openProjects();

    expect(columnHeaders(table())).toEqual([
      'Cover',
      'Name',
      'Category',
      'Published At',
      'Tools',
      'Pinned',
      'Hidden',
      'Actions',
    ]);
    expect(rowTexts().map((cells) => cells.slice(1, 7))).toEqual([
      ['Portfolio CMS', 'Web', '09.03.2024', '', 'Yes', 'No'],
      ['Old game', 'Web', '31.12.2019', 'None', 'No', 'Yes'],
    ]);
    const first = rows()[0]!;
    expect(within(first).getByRole('img', { name: 'Portfolio CMS cover' })).toHaveAttribute(
      'src',
      '/api/media/image/cms.png',
    );
    expect(within(first).getByRole('img', { name: 'React' })).toHaveAttribute('title', 'React');
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Preview Portfolio CMS', 'Edit Portfolio CMS', 'Delete Portfolio CMS']);
  });

  it('opens Add Project with the create defaults and the categories to choose from', async () => {
    mockDb.category.seed({ name: 'Web' }, { name: 'Mobile' });
    const requests = recordRequests();
    const { user } = await openProjects();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });

    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a category', 'Web', 'Mobile']),
    );
    expect(category).toHaveValue('');
    expect(listQueries(requests, '/api/category')).toEqual([{ page: '1', limit: '1000' }]);
    expect(within(dialog).getByLabelText('Published At')).toHaveValue(dateTextOf(todayInput()));
    for (const label of ['Name', 'Cover', 'Description', 'Content']) {
      expect(within(dialog).getByLabelText(label)).toHaveValue('');
    }
    expect(within(dialog).getByRole('checkbox', { name: 'Pinned' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Hidden' })).not.toBeChecked();
    expect(within(dialog).getByText('No tools selected')).toBeInTheDocument();
  });

  it('validates before any call', async () => {
    mockDb.category.seed({ name: 'Web' });
    const requests = recordRequests();
    const { user } = await openProjects();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    for (const message of [
      'Category is required',
      'Name is required',
      'Cover is required',
      'Description is required',
      'Content is required',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveFocus();

    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('x'.repeat(257));
    expect(within(dialog).getByText('Description is too long')).toBeInTheDocument();
    expect(within(dialog).getByText('257/256')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Content'), '   ');
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add Project' })).toBeInTheDocument();
  });

  it('adds a project with a category and tools, tools sent as ids', async () => {
    const [, mobile] = mockDb.category.seed({ name: 'Web' }, { name: 'Mobile' });
    const [react, vite] = mockDb.tool.seed({ name: 'React' }, { name: 'Vite' });
    const { user } = await openProjects();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });

    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    await within(category).findByRole('option', { name: 'Mobile' });
    await user.selectOptions(category, 'Mobile');
    await fillProject(user, dialog);
    const published = within(dialog).getByLabelText('Published At');
    await user.clear(published);
    await user.type(published, '09.03.2024');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pinned' }));

    await user.click(within(dialog).getByRole('button', { name: 'Manage Tools' }));
    const manager = screen.getByRole('dialog', { name: 'Manage Tools' });
    await user.click(await within(manager).findByRole('button', { name: 'Add Vite' }));
    await user.click(within(manager).getByRole('button', { name: 'Add React' }));
    await user.click(within(manager).getByRole('button', { name: 'Done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Project saved successfully')).toBeInTheDocument();
    expect(mockDb.writes.at(-1)).toEqual({
      method: 'POST',
      path: LIST_PATH,
      body: {
        categoryId: mobile!.categoryId,
        name: 'Portfolio CMS',
        publishedAt: '2024-03-09',
        cover: '/api/media/image/cms.png',
        description: 'A CMS for a portfolio',
        content: '# Hello',
        pinned: true,
        hidden: false,
        tools: [vite!.toolId, react!.toolId],
      },
    });
    await waitFor(() => expect(rowTexts()[0]?.slice(1, 3)).toEqual(['Portfolio CMS', 'Mobile']));
  });

  it('previews the content as it is typed and picks tools in one searchable multi-select', async () => {
    const [web] = mockDb.category.seed({ name: 'Web' });
    const [react, vite] = mockDb.tool.seed({ name: 'React' }, { name: 'Vite' }, { name: 'Svelte' });
    const { user } = await openProjects();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    await within(category).findByRole('option', { name: 'Web' });
    await user.selectOptions(category, 'Web');
    await fillProject(user, dialog);

    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    await user.type(within(dialog).getByLabelText('Content'), ' **world**');
    expect(
      await within(preview).findByRole('heading', { name: 'Hello world' }),
    ).toBeInTheDocument();

    const search = within(dialog).getByRole('searchbox', { name: 'Search tools' });
    const options = within(dialog).getByRole('list', { name: 'Tools to pick' });
    await within(options).findByRole('checkbox', { name: 'Svelte' });
    await user.type(search, 'vi');
    expect(
      within(options)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Vite']);
    // Enter picks the first match and does not save.
    await user.keyboard('{Enter}');
    expect(mockDb.writes).toEqual([]);
    await user.clear(search);
    await user.click(within(options).getByRole('checkbox', { name: 'React' }));
    const chips = within(dialog).getByRole('list', { name: 'Selected tools' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vite', 'React']);
    // A chip's remove button unticks the tool too.
    await user.click(within(chips).getByRole('button', { name: 'Remove React' }));
    expect(within(options).getByRole('checkbox', { name: 'React' })).not.toBeChecked();
    await user.click(within(options).getByRole('checkbox', { name: 'React' }));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project saved successfully')).toBeInTheDocument();
    expect(mockDb.writes.at(-1)?.body).toMatchObject({
      categoryId: web!.categoryId,
      content: '# Hello **world**',
      tools: [vite!.toolId, react!.toolId],
    });
  });

  it('warns in the preview about an image without alt text before saving', async () => {
    const { user } = await openProjects();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    const content = within(dialog).getByLabelText('Content');
    // Pasted: '[' is a key descriptor to user.type.
    await user.click(content);
    await user.paste('Look ![](/api/media/image/a.png)');
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('img')).not.toBeNull());
    // Said once: in the preview's status line, or under the field once the form has checked it.
    expect(
      await within(dialog).findByText(/^An image has no alt text: describe each image/),
    ).toBeInTheDocument();
    // Save is refused with the words under the field; nothing is sent.
    const writesBefore = mockDb.lastWrite();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/^An image has no alt text: describe each image/, {
        selector: '.ui-field-error, .ui-field-error *',
      }),
    ).toBeInTheDocument();
    expect(mockDb.lastWrite()).toBe(writesBefore);
    expect(screen.getByRole('dialog', { name: 'Add Project' })).toBeInTheDocument();
    await user.clear(content);
    await user.paste('Look ![A chart](/api/media/image/a.png)');
    expect(await within(preview).findByRole('img', { name: 'A chart' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/An image has no alt text/)).toBeNull();
  });

  it('edits a project, prefilled with its category and tools', async () => {
    const [web] = mockDb.category.seed({ name: 'Web' });
    const [react, vite] = mockDb.tool.seed({ name: 'React' }, { name: 'Vite' });
    mockDb.project.seed({
      name: 'Portfolio CMS',
      category: { categoryId: web!.categoryId, name: 'Web' },
      content: 'Old',
      tools: [react!],
    });
    const { user } = await openProjects();

    await user.click(screen.getByRole('button', { name: 'Edit Portfolio CMS' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue(
      String(web!.categoryId),
    );
    expect(within(dialog).getByLabelText('Content')).toHaveValue('Old');

    await user.click(within(dialog).getByRole('button', { name: 'Manage Tools' }));
    const manager = screen.getByRole('dialog', { name: 'Manage Tools' });
    expect(await within(manager).findByRole('button', { name: 'Add React' })).toBeDisabled();
    await user.click(within(manager).getByRole('button', { name: 'Add Vite' }));
    await user.click(within(manager).getByRole('button', { name: 'Done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Project saved successfully')).toBeInTheDocument();
    expect(mockDb.writes.at(-1)).toMatchObject({
      method: 'PUT',
      path: `${LIST_PATH}/1`,
      body: { categoryId: web!.categoryId, tools: [react!.toolId, vite!.toolId] },
    });
  });

  it("shows 'Failed to update Project' when the save is refused", async () => {
    const [web] = mockDb.category.seed({ name: 'Web' });
    mockDb.project.seed({
      name: 'Portfolio CMS',
      category: { categoryId: web!.categoryId, name: 'Web' },
    });
    server.use(
      http.put('*/api/project/:id', () =>
        HttpResponse.json(
          { statusCode: 1003, message: 'Failed to update Project' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openProjects();

    await user.click(screen.getByRole('button', { name: 'Edit Portfolio CMS' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update Project');
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeInTheDocument();
  });

  it('previews a project: slug path, cover, name, tool links and sanitized markdown', async () => {
    const [web] = mockDb.category.seed({ name: 'Web' });
    const [react] = mockDb.tool.seed({ name: 'React' });
    mockDb.project.seed({
      name: '  My Cool Project: v2.0! ',
      category: { categoryId: web!.categoryId, name: 'Web' },
      cover: '/api/media/image/cool.png',
      tools: [react!],
      content: [
        '## Overview',
        '',
        'Some **bold** text and a [link](https://example.com).',
        '',
        '<script>window.__previewPwned = true</script>',
        '<img src="x.png" alt="shot" onerror="window.__previewPwned = true">',
      ].join('\n'),
    });
    const { user } = await openProjects();

    const preview = screen.getByRole('button', { name: 'Preview My Cool Project: v2.0!' });
    await user.click(preview);

    const dialog = screen.getByRole('dialog', { name: '~/projects/my-cool-project-v2-0-' });
    expect(
      within(dialog).getByRole('img', { name: 'My Cool Project: v2.0! cover' }),
    ).toHaveAttribute('src', '/api/media/image/cool.png');
    expect(
      within(dialog).getByRole('heading', { level: 3, name: 'My Cool Project: v2.0!' }),
    ).toBeInTheDocument();

    const tools = within(dialog).getByRole('list', { name: 'Tools' });
    const reactLink = within(tools).getByRole('link', { name: 'React' });
    expect(reactLink).toHaveAttribute('href', react!.link);
    expect(reactLink).toHaveAttribute('target', '_blank');
    expect(reactLink).toHaveAttribute('rel', 'noopener noreferrer');

    expect(within(dialog).getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(within(dialog).getByText('bold').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('link', { name: 'link' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('img', { name: 'shot' })).not.toHaveAttribute('onerror');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.innerHTML).not.toContain('__previewPwned');
    expect((window as { __previewPwned?: boolean }).__previewPwned).toBeUndefined();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(preview).toHaveFocus();
  });

  it('deletes a project after confirmation', async () => {
    const [web] = mockDb.category.seed({ name: 'Web' });
    mockDb.project.seed({
      name: 'Portfolio CMS',
      category: { categoryId: web!.categoryId, name: 'Web' },
    });
    const { user } = await openProjects();

    await user.click(screen.getByRole('button', { name: 'Delete Portfolio CMS' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No projects yet')).toBeInTheDocument());
  });
});
