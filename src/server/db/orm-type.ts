import type { AbstractSqlDriver, EntityManager, MikroORM } from '@mikro-orm/knex';

/**
 * The ORM as the application uses it: any SQL driver MikroORM offers, not
 * one in particular. Only the file that opens the database names a driver;
 * everything else is written against this and the `@mikro-orm/knex` types,
 * so another SQL engine can take the embedded one's place.
 */
export type Orm = MikroORM<AbstractSqlDriver, EntityManager>;
