/**
 * The question a delete confirmation asks, naming the one item it removes:
 * `Delete the project “Harbour”?`. The kind is written as in a sentence
 * ('project', 'media file'); the name is quoted as typed.
 */
export function deleteQuestion(kind: string, name: string): string {
  return `Delete the ${kind} “${name}”?`;
}
