/** How the public card names an experience type. */
const TYPE_LABELS = new Map([
  ['full_time', 'Full time'],
  ['part_time', 'Part time'],
  ['internship', 'Internship'],
  ['freelance', 'Freelance'],
]);

/** The label for a known type; any other value is shown as it came. */
export function experienceTypeLabel(type: string): string {
  return TYPE_LABELS.get(type) ?? type;
}
