/**
 * The path label of a project (the project preview): the name trimmed,
 * lower-cased, and every run of characters other than a-z and 0-9 turned
 * into one hyphen. Taken literally: a hyphen at either end stays, as the
 * spec asks for no more.
 */
export function projectSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}
