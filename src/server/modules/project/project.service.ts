import type { z } from 'zod';
import type { FieldError } from '../../../shared/errors';
import { ErrorCode } from '../../../shared/errors';
import type { Project as ProjectDto, projectInputSchema } from '../../../shared/project';
import { projectSortFields } from '../../../shared/project';
import type { ListResponse } from '../../../shared/list';
import { ContentMemo, contentVersion } from '../../db/content-version';
import { type ListRequest, listPage } from '../../db/list';
import type { Context } from '../../trpc/context';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { CategoryEntity } from '../category/category.entity';
import { findTools, toolDtos } from '../experience/tool-refs';
import { type Project, ProjectEntity } from './project.entity';
import { timestampsOf } from '../../db/timestamps';
import { replaceStamped } from '../../db/timestamps';

type ProjectFields = z.output<typeof projectInputSchema>;

const toDto = (project: Project): ProjectDto => ({
  projectId: project.projectId,
  categoryId: project.category.categoryId,
  category: { categoryId: project.category.categoryId, name: project.category.name },
  name: project.name,
  publishedAt: project.publishedAt,
  cover: project.cover,
  description: project.description,
  content: project.content,
  pinned: project.pinned,
  hidden: project.hidden,
  tools: toolDtos(project.tools),
  ...timestampsOf(project),
});

/** The API sorts by `categoryId`; the entity's property is the relation `category`. */
const sortFields = projectSortFields.map((field) => (field === 'categoryId' ? 'category' : field));
const toEntitySort = (sort: string | undefined) =>
  sort?.replace(/(^|,)\s*categoryId\s*(?=:|,|$)/g, '$1category');

/** Answers to visitors, kept per content version (visitors never see hidden projects). */
const visitorLists = new ContentMemo<ListResponse<ProjectDto>>();
const visitorProjects = new ContentMemo<ProjectDto>(256);

/** The row's columns from its parsed input (the JSON Resume import writes them too). */
export const projectColumns = (input: ProjectFields) => ({
  name: input.name,
  publishedAt: input.publishedAt,
  cover: input.cover,
  description: input.description,
  content: input.content,
  pinned: input.pinned,
  hidden: input.hidden,
});

export function projectService(
  ctx: Pick<Context, 'em' | 'isAdmin' | 'analytics' | 'log'>,
): CrudService<ProjectDto, ProjectFields, ProjectFields> {
  const { em } = ctx;

  /** Visitors never learn that a hidden project exists. */
  async function find(id: number): Promise<Project> {
    const visible = (await ctx.isAdmin()) ? {} : { hidden: false };
    const project = await em.findOne(
      ProjectEntity,
      { projectId: id, ...visible },
      { populate: ['category', 'tools'] },
    );
    if (!project) throw AppError.notFound('Project');
    return project;
  }

  /** Both references are checked first, so one reply names every bad field. */
  async function references(input: ProjectFields, statusCode: number, verb: string) {
    const category = await em.findOne(CategoryEntity, { categoryId: input.categoryId });
    const { tools, errors: toolErrors } = await findTools(em, input.tools);
    const errors: FieldError[] = [
      ...(category ? [] : [{ path: 'categoryId', message: 'Category does not exist' }]),
      ...toolErrors,
    ];
    if (!category || errors.length > 0) {
      throw AppError.invalid(statusCode, `Failed to ${verb} Project`, errors);
    }
    return { category, tools };
  }

  async function loadList(request: ListRequest, isAdmin: boolean) {
    const page = await listPage(
      em,
      {
        entity: ProjectEntity,
        textFields: ['name', 'description'],
        relationTextFields: [{ relation: 'category', field: 'name' }],
        sortFields,
        defaultSort: [
          ['pinned', 'desc'],
          ['publishedAt', 'desc'],
        ],
        where: isAdmin ? undefined : { hidden: false },
      },
      { ...request, sort: toEntitySort(request.sort) },
      (project) => project,
    );
    // One query per relation for the whole page, not one per row.
    await em.populate(page.items, ['category', 'tools']);
    return { ...page, items: page.items.map(toDto) };
  }

  return {
    async list(request: ListRequest) {
      if (await ctx.isAdmin()) return loadList(request, true);
      // Every visitor gets the same answer until the content changes (decision 0024).
      return visitorLists.get(contentVersion(em), JSON.stringify(request), () =>
        loadList(request, false),
      );
    },

    async get(id) {
      if (await ctx.isAdmin()) return toDto(await find(id));
      const project = await visitorProjects.get(contentVersion(em), String(id), async () =>
        toDto(await find(id)),
      );
      // A view is a visitor's read, counted in memory (decision 0024).
      ctx.analytics.recordProjectView(project.projectId);
      return project;
    },

    async create(input) {
      const { category, tools } = await references(input, ErrorCode.createFailed, 'create');
      const project = em.create(ProjectEntity, { ...projectColumns(input), category, tools });
      await em.flush();
      return toDto(project);
    },

    async update(id, input) {
      const project = await find(id);
      const { category, tools } = await references(input, ErrorCode.updateFailed, 'update');
      em.assign(project, { ...projectColumns(input), category });
      replaceStamped(project, project.tools, tools);
      await em.flush();
      return toDto(project);
    },

    async delete(id) {
      const project = await find(id);
      const dto = toDto(project);
      await em.remove(project).flush();
      return dto;
    },
  };
}
