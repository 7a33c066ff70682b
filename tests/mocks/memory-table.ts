import { nextStamp, versionOfRow } from './change-tracking';

/**
 * An in-memory table keyed by one field; numeric ids are handed out 1, 2, 3…
 * unless the row carries its own (a variable's key).
 *
 * Change tracking: a table whose entity the API stamps (`stamped`) gives
 * every new row `createdAt` and `updatedAt`, last, as the server does; a row
 * seeded with its own `updatedAt` is tracked whatever the table. `touch`
 * moves a tracked row's `updatedAt` on after a write that changed it.
 */
export class MemoryTable<T extends object> {
  private rows: T[] = [];
  private nextId = 1;

  constructor(
    readonly idKey: keyof T & string,
    /** Plain values for every field a seeded row is not given; `n` counts the rows. */
    private readonly sample: (n: number, given: Partial<T>) => Omit<T, keyof T & string>,
    private readonly stamped = false,
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
    const stamp = this.stamped && versionOfRow(fields) === undefined ? nextStamp() : undefined;
    // The id leads and the timestamps close, as in the server's answers.
    const row = {
      [this.idKey]: id,
      ...fields,
      ...(stamp ? { createdAt: stamp, updatedAt: stamp } : {}),
    } as T;
    this.rows.push(row);
    return row;
  }

  /** Adds rows, with plain values for every field not given; handy for arranging a test. */
  seed(...rows: Partial<T>[]): T[] {
    return rows.map((given) =>
      this.insert({ ...this.sample(this.rows.length + 1, given), ...given } as Partial<T>),
    );
  }

  /** A new `updatedAt` for a tracked row (one that has it); others stay as they are. */
  touch(row: T): void {
    if (versionOfRow(row) !== undefined) Object.assign(row, { updatedAt: nextStamp() });
  }

  remove(id: string | number): T | undefined {
    const row = this.find(id);
    if (row) this.rows = this.rows.filter((other) => other !== row);
    return row;
  }
}
