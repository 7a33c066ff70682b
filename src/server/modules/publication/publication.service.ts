import type { EntityManager } from '@mikro-orm/knex';
import type { z } from 'zod';
import {
  type Publication as PublicationDto,
  type publicationInputSchema,
  publicationSortFields,
} from '../../../shared/publication';
import { type ListRequest, listPage } from '../../db/list';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { type Publication, PublicationEntity } from './publication.entity';
import { timestampsOf } from '../../db/timestamps';

/** The parsed input: empty optional values have already become null. */
export type PublicationFields = z.output<typeof publicationInputSchema>;

const toDto = (publication: Publication): PublicationDto => ({
  publicationId: publication.publicationId,
  title: publication.title,
  publisher: publication.publisher ?? null,
  publishedAt: publication.publishedAt ?? null,
  link: publication.link ?? null,
  summary: publication.summary ?? null,
  hidden: publication.hidden,
  ...timestampsOf(publication),
});

/** The row's columns from its parsed input (the JSON Resume import writes them too). */
export const publicationColumns = (input: PublicationFields) => ({
  title: input.title,
  publisher: input.publisher,
  publishedAt: input.publishedAt,
  link: input.link,
  summary: input.summary,
  hidden: input.hidden,
});

/** Visitors never see hidden publications: left out of lists, 404 by id. */
export function publicationService(
  em: EntityManager,
  isAdmin: () => Promise<boolean>,
): CrudService<PublicationDto, PublicationFields, PublicationFields> {
  async function find(id: number): Promise<Publication> {
    const where = (await isAdmin()) ? { publicationId: id } : { publicationId: id, hidden: false };
    const publication = await em.findOne(PublicationEntity, where);
    if (!publication) throw AppError.notFound('Publication');
    return publication;
  }

  return {
    list: async (request: ListRequest) =>
      listPage(
        em,
        {
          entity: PublicationEntity,
          textFields: ['title', 'publisher', 'summary'],
          sortFields: publicationSortFields,
          defaultSort: [['publicationId', 'asc']],
          ...((await isAdmin()) ? {} : { where: { hidden: false } }),
        },
        request,
        toDto,
      ),

    get: async (id) => toDto(await find(id)),

    async create(input) {
      const publication = em.create(PublicationEntity, publicationColumns(input));
      await em.flush();
      return toDto(publication);
    },

    async update(id, input) {
      const publication = await find(id);
      em.assign(publication, publicationColumns(input));
      await em.flush();
      return toDto(publication);
    },

    async delete(id) {
      const publication = await find(id);
      const dto = toDto(publication);
      await em.remove(publication).flush();
      return dto;
    },
  };
}
