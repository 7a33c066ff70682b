/**
 * The check against commonly used passwords that ASVS asks for beside the
 * length rule: the 49,000 most common passwords of breach corpora, as
 * zxcvbn-ts keeps them (@zxcvbn-ts/language-common). Server only: the list
 * is half a megabyte, and a client check would be advice at best, since a
 * script can call the API directly.
 */

export const COMMON_PASSWORD_MESSAGE = 'Password is too common';

let loading: Promise<ReadonlySet<string>> | undefined;

/** Loaded on first use, so a start that never sets a password does not pay for it. */
function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'] as string[]),
  );
  return loading;
}

/**
 * Whether the password is on the list. The list is lower case; case changes
 * are the first thing a guesser tries, so `Password123` counts as
 * `password123`. Only the whole password is compared: `password-123` is not
 * on the list, and a passphrase that contains a common word is no common
 * password.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const normalized = password.normalize('NFKC').trim().toLowerCase();
  return (await commonPasswords()).has(normalized);
}
