/** A copy that cannot start or did not match: its message is the one line an operator reads. */
export class CopyError extends Error {}
