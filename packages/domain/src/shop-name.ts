/**
 * Shop name rule (spec section 5 and 9), anchored at both ends.
 *
 * A name is 1 to SHOP_NAME_MAX_WORDS words separated by single spaces; a word is made of
 * letters (any script, `\p{L}`, plus combining marks `\p{M}` so that names typed in
 * decomposed form or with tone marks, as in Yoruba or Fon, pass), apostrophes (' and ’),
 * commas, periods and hyphens. The whole name has at least SHOP_NAME_MIN_LENGTH characters
 * (counted in code points) and, our addition, at least one letter: "..." or "--" are not names.
 */
export const SHOP_NAME_MAX_WORDS = 30;
export const SHOP_NAME_MIN_LENGTH = 2;

/** The same rule as one regular expression, for form libraries that want a pattern. */
export const SHOP_NAME_PATTERN = new RegExp(
  `^(?=.*\\p{L})(?=.{${SHOP_NAME_MIN_LENGTH},}$)[\\p{L}\\p{M}'’,.-]+(?: [\\p{L}\\p{M}'’,.-]+){0,${SHOP_NAME_MAX_WORDS - 1}}$`,
  'u',
);

export function isValidShopName(name: string): boolean {
  return SHOP_NAME_PATTERN.test(name);
}

/** The error to show for a shop name: the spec's 'Ce champ est obligatoire' or 'Format non valide'. */
export function shopNameError(name: string | null | undefined): 'required' | 'format' | null {
  if (name == null || name.trim() === '') return 'required';
  return isValidShopName(name) ? null : 'format';
}
