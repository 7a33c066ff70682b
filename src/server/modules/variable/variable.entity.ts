import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const VariableEntity = defineEntity({
  name: 'Variable',
  tableName: 'variable',
  properties: (p) => ({
    key: p.string().length(256).primary(),
    value: p.text(),
    type: p.string().length(10),
    private: p.boolean().default(false),
    /**
     * The `about` value as the public page shows it, sanitized when it was
     * written (decision 0042), so that rendering the page never loads the
     * sanitizer's DOM. Derived data: `sanitizedFrom` names the value and the
     * sanitizer version it was made from, and a copy that does not match is
     * made again. Never part of the API.
     */
    sanitizedHtml: p.text().nullable(),
    sanitizedFrom: p.string().length(64).nullable(),
  }),
});

export type Variable = InferEntity<typeof VariableEntity>;
