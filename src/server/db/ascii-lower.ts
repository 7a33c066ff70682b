/**
 * Lowercases the ASCII letters of a text and leaves every other character
 * as it is: what SQL's lower() does on both databases (SQLite's built-in, and
 * PostgreSQL's on the text columns, which sort by bytes with collate "C").
 * Compare `lower(column)` with this, computed here, rather than with
 * `lower(?)`: PostgreSQL would lowercase a bare parameter by the database's
 * own collation (É to é), so the two sides would disagree.
 */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
