import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/knex';
import type { z } from 'zod';
import { ErrorCode } from '../../../shared/errors';
import type { ListResponse } from '../../../shared/list';
import {
  type Environment,
  typedVariableValue,
  type Variable as VariableDto,
  type VariableType,
  type variableCreateSchema,
  variableSortFields,
  type variableUpdateSchema,
  variableValueProblem,
} from '../../../shared/variable';
import { ContentMemo, contentVersion } from '../../db/content-version';
import { type ListRequest, listPage } from '../../db/list';
import { AppError } from '../../trpc/errors';
import { renderAbout } from './about-html';
import { ABOUT_KEY, sanitizedAbout, storeSanitizedAbout } from './about-store';
import { type Variable, VariableEntity } from './variable.entity';

type VariableCreate = z.output<typeof variableCreateSchema>;
type VariableUpdate = z.output<typeof variableUpdateSchema>;

const toDto = (variable: Variable): VariableDto => ({
  key: variable.key,
  value: variable.value,
  type: variable.type as VariableType,
  private: variable.private,
});

const duplicateKey = () =>
  AppError.conflict(ErrorCode.createFailed, 'Failed to create Variable: the key is already used', [
    { path: 'key', message: 'Key is already used' },
  ]);

/**
 * Keys arrive from the URL, possibly percent-encoded (`max%5Fmessage%5Flength`).
 * A malformed encoding cannot name any variable, so it is a 404 like any unknown key.
 */
function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw AppError.notFound('Variable');
  }
}

/** A typed value for the site; a stored value that no longer fits its type is served as text. */
function environmentValue(variable: Variable): string | number | boolean {
  const type = variable.type as VariableType;
  if (type !== 'string' && variableValueProblem(type, variable.value)) return variable.value;
  return typedVariableValue(type, variable.value);
}

/** The public environment, the same for every visitor. */
const environments = new ContentMemo<Environment>(1);

export function variableService(em: EntityManager) {
  async function find(rawKey: string): Promise<Variable> {
    const variable = await em.findOne(VariableEntity, { key: decodeKey(rawKey) });
    if (!variable) throw AppError.notFound('Variable');
    return variable;
  }

  /** The public variables with typed values, `about` sanitized. */
  async function loadEnvironment(): Promise<Environment> {
    const variables = await em.find(
      VariableEntity,
      { private: false },
      { orderBy: { key: 'asc' } },
    );
    const environment: Environment = {};
    for (const variable of variables) {
      const value = environmentValue(variable);
      environment[variable.key] =
        variable.key === ABOUT_KEY && typeof value === 'string'
          ? await sanitizedAbout(em, variable)
          : value;
    }
    return environment;
  }

  /**
   * A save of the about value is sanitized before it is written (a failing
   * sanitizer fails the save, writing nothing) and the clean copy kept after
   * it, so the page never sanitizes on a visitor's request (decision 0042).
   */
  async function sanitizedForSave(key: string, value: string): Promise<string | undefined> {
    if (key !== ABOUT_KEY) return undefined;
    return renderAbout(value);
  }

  return {
    list: (request: ListRequest): Promise<ListResponse<VariableDto>> =>
      listPage(
        em,
        {
          entity: VariableEntity,
          textFields: ['key', 'value'],
          sortFields: variableSortFields,
          defaultSort: [['key', 'asc']],
        },
        request,
        toDto,
      ),

    get: async (key: string): Promise<VariableDto> => toDto(await find(key)),

    async create(input: VariableCreate): Promise<VariableDto> {
      if (await em.findOne(VariableEntity, { key: input.key })) throw duplicateKey();
      const clean = await sanitizedForSave(input.key, input.value);
      const variable = em.create(VariableEntity, {
        key: input.key,
        value: input.value,
        type: input.type,
        private: input.private,
      });
      try {
        await em.flush();
      } catch (error) {
        // A concurrent create can still win the race past the check above.
        if (error instanceof UniqueConstraintViolationException) throw duplicateKey();
        throw error;
      }
      if (clean !== undefined) await storeSanitizedAbout(em, variable.value, clean);
      return toDto(variable);
    },

    /** The key never changes; an omitted type or private flag keeps the stored one. */
    async update(key: string, input: VariableUpdate): Promise<VariableDto> {
      const variable = await find(key);
      const type = input.type ?? (variable.type as VariableType);
      const problem = variableValueProblem(type, input.value);
      if (problem) {
        throw AppError.invalid(ErrorCode.updateFailed, 'Failed to update Variable', [
          { path: 'value', message: problem },
        ]);
      }
      const clean = await sanitizedForSave(variable.key, input.value);
      em.assign(variable, { value: input.value, type, private: input.private ?? variable.private });
      await em.flush();
      if (clean !== undefined) await storeSanitizedAbout(em, variable.value, clean);
      return toDto(variable);
    },

    async delete(key: string): Promise<VariableDto> {
      const variable = await find(key);
      const dto = toDto(variable);
      await em.remove(variable).flush();
      return dto;
    },

    /**
     * The public settings of the site: private variables never leave the
     * server this way. Read and sanitized once per content version (decision 0024).
     */
    environment: (): Promise<Environment> =>
      environments.get(contentVersion(em), '', loadEnvironment),
  };
}
