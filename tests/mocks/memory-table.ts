/** A row's next `updatedAt`, as the server makes it: now, but always after the last. */
export function laterStamp(previous: unknown): string {
  const last = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
  return new Date(Math.max(Date.now(), Number.isNaN(last) ? 0 : last + 1)).toISOString();
}

/**
 * An in-memory table keyed by one field; numeric ids are handed out 1, 2, 3…
 * unless the row carries its own (a variable's key). A content entity's
 * table (`tracked`) stamps `createdAt` and `updatedAt` as the server does,
 * last in the row, unless a seed gives them.
 */
export class MemoryTable<T extends object> {
  private rows: T[] = [];
  private nextId = 1;

  constructor(
    readonly idKey: keyof T & string,
    /** Plain values for every field a seeded row is not given; `n` counts the rows. */
    private readonly sample: (n: number, given: Partial<T>) => Omit<T, keyof T & string>,
    readonly tracked = false,
  ) {}

  all(): T[] {
    return [...this.rows];
  }

  /** By id or key: path parameters arrive as text, so they compare as text. */
  find(id: string | number): T | undefined {
    return this.rows.find((row) => String(row[this.idKey]) === String(id));
  }

  /** Adds a row as given. */
  insert(fields: Partial<T>): T {
    const given = fields[this.idKey];
    const id = given === undefined ? this.nextId++ : given;
    // The id leads and the timestamps close the row, as in the server's answers.
    const { createdAt, updatedAt, ...rest } = fields as Partial<T> & {
      createdAt?: string;
      updatedAt?: string;
    };
    const now = new Date().toISOString();
    const stamps = this.tracked
      ? { createdAt: createdAt ?? updatedAt ?? now, updatedAt: updatedAt ?? createdAt ?? now }
      : {
          ...(createdAt === undefined ? {} : { createdAt }),
          ...(updatedAt === undefined ? {} : { updatedAt }),
        };
    const row = { [this.idKey]: id, ...rest, ...stamps } as T;
    this.rows.push(row);
    return row;
  }

  /** Adds rows, with plain values for every field not given; handy for arranging a test. */
  seed(...rows: Partial<T>[]): T[] {
    return rows.map((given) =>
      this.insert({ ...this.sample(this.rows.length + 1, given), ...given } as Partial<T>),
    );
  }

  /** A write changed the row: a later `updatedAt`, as the server sets it. */
  touch(row: T): void {
    if (this.tracked)
      Object.assign(row, { updatedAt: laterStamp((row as { updatedAt?: unknown }).updatedAt) });
  }

  remove(id: string | number): T | undefined {
    const row = this.find(id);
    if (row) this.rows = this.rows.filter((other) => other !== row);
    return row;
  }
}
