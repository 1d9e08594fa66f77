import { dictionary } from '@zxcvbn-ts/language-common';

/*
 * The passwords a sign-up refuses for being common: the 49,233 of zxcvbn-ts's list (the most
 * frequent passwords of public breaches, ranked), shipped with the API as a dependency. Compared
 * without regard to case: "Password1" is as guessable as "password1".
 */

let list: ReadonlySet<string> | undefined;

/** The list as a set, built on first use (about 50,000 short strings, a few MB). */
function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return list;
}

/** How many passwords the list holds. */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}

/** True for a password of the list, whatever its case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
