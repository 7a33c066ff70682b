import { crudRules, type MockedCrudName, type Tables } from './crud-rules';
import { AnalyticsStore, MailState, MediaStore, MessageStore } from './media-stores';
import { MemoryTable } from './memory-table';
import { crudNames } from './openapi-document';
import type { Row } from './typed-http';

/** The admin the mock server accepts; any other credentials answer 2001. */
export const MOCK_ADMIN = {
  adminId: 1,
  username: 'admin',
  password: 'correct horse',
  active: true,
};

/** A write as the page sent it, for tests that check what a form left out. */
export interface RecordedWrite {
  method: string;
  path: string;
  body: unknown;
}

/** The id field of an entity: its path parameter `{key}`, or `<name>Id` for `{id}`. */
export function idKeyOf(name: MockedCrudName): string {
  return crudNames.find((entry) => entry.name === name)?.param === 'key' ? 'key' : `${name}Id`;
}

function freshTables(): Tables {
  const tables: Record<string, MemoryTable<object>> = {};
  for (const { name, stamped } of crudNames) {
    if (!(name in crudRules)) continue;
    const rules = crudRules[name as MockedCrudName];
    tables[name] = new MemoryTable<object>(
      idKeyOf(name as MockedCrudName) as never,
      rules.sample as never,
      stamped,
    );
  }
  return tables as unknown as Tables;
}

function freshState() {
  return {
    ...freshTables(),
    signedIn: false,
    media: new MediaStore(),
    messages: new MessageStore(crudNames.find(({ name }) => name === 'message')?.stamped),
    mail: new MailState(),
    analytics: new AnalyticsStore(),
    /** Admins' passwords by adminId: written, never read back. */
    passwords: new Map<number, string>(),
    /** The bodies of every JSON write, in order, as sent. */
    writes: [] as RecordedWrite[],
  };
}

/**
 * The whole mock backend's state: one table per managed entity (`mockDb.tool`,
 * `mockDb.project`, …), the media library, inbox and analytics counts, and
 * whether the admin is signed in. `reset()` starts it fresh.
 */
export const mockDb = {
  ...freshState(),

  reset(): void {
    Object.assign(this, freshState());
  },

  /** The body of the last write sent, e.g. to check what an update left out. */
  lastWrite(): RecordedWrite | undefined {
    return this.writes.at(-1);
  },

  /** Adds a skill to a skillset, naming it as the server does. */
  seedSkill(name: string, skillset: Row<'skillset'>, order?: number): Row<'skill'> {
    const [skill] = this.skill.seed({
      name,
      skillsetId: skillset.skillsetId,
      skillset: { skillsetId: skillset.skillsetId, name: skillset.name },
      ...(order === undefined ? {} : { order }),
    });
    return skill as Row<'skill'>;
  },

  /** Adds an admin with a password. */
  seedAdmin(username: string, password = 'password123', active = true): Row<'admin'> {
    const [admin] = this.admin.seed({ username, active });
    this.passwords.set((admin as Row<'admin'>).adminId, password);
    return admin as Row<'admin'>;
  },
};

export type MockDb = typeof mockDb;
