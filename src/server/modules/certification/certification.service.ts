import type { EntityManager } from '@mikro-orm/knex';
import type { z } from 'zod';
import {
  type Certification as CertificationDto,
  type certificationInputSchema,
  certificationSortFields,
} from '../../../shared/certification';
import { type ListRequest, listPage } from '../../db/list';
import type { CrudService } from '../../trpc/crud';
import { AppError } from '../../trpc/errors';
import { type Certification, CertificationEntity } from './certification.entity';
import { timestampsOf } from '../../db/timestamps';

/** The parsed input: empty optional values have already become null. */
export type CertificationFields = z.output<typeof certificationInputSchema>;

const toDto = (certification: Certification): CertificationDto => ({
  certificationId: certification.certificationId,
  name: certification.name,
  issuer: certification.issuer,
  issuedAt: certification.issuedAt,
  expiresAt: certification.expiresAt ?? null,
  certificationNumber: certification.certificationNumber ?? null,
  link: certification.link ?? null,
  ...timestampsOf(certification),
});

/** The row's columns from its parsed input (the JSON Resume import writes them too). */
export const certificationColumns = (input: CertificationFields) => ({
  name: input.name,
  issuer: input.issuer,
  issuedAt: input.issuedAt,
  expiresAt: input.expiresAt,
  certificationNumber: input.certificationNumber,
  link: input.link,
});

export function certificationService(
  em: EntityManager,
): CrudService<CertificationDto, CertificationFields, CertificationFields> {
  async function find(id: number): Promise<Certification> {
    const certification = await em.findOne(CertificationEntity, { certificationId: id });
    if (!certification) throw AppError.notFound('Certification');
    return certification;
  }

  return {
    list: (request: ListRequest) =>
      listPage(
        em,
        {
          entity: CertificationEntity,
          textFields: ['name', 'issuer', 'certificationNumber'],
          sortFields: certificationSortFields,
          defaultSort: [['certificationId', 'asc']],
        },
        request,
        toDto,
      ),

    get: async (id) => toDto(await find(id)),

    async create(input) {
      const certification = em.create(CertificationEntity, certificationColumns(input));
      await em.flush();
      return toDto(certification);
    },

    async update(id, input) {
      const certification = await find(id);
      em.assign(certification, certificationColumns(input));
      await em.flush();
      return toDto(certification);
    },

    async delete(id) {
      const certification = await find(id);
      const dto = toDto(certification);
      await em.remove(certification).flush();
      return dto;
    },
  };
}
