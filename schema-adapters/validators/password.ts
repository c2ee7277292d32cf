/** Password policy: at least 8 characters with an ASCII upper-case letter, a lower-case letter and a digit. */
export function checkPassword(value: string): boolean {
  return [...value].length >= 8 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value);
}
