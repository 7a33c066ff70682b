/** Joins the truthy class names; keeps conditional classes readable in JSX. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
