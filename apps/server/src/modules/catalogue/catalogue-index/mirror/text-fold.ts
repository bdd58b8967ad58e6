/** Vietnamese letters with diacritics as keyboards type them (precomposed, NFC), small and capital. */
const VIETNAMESE = 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ';
const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
/** The characters the mirrors may fold themselves, if PostgreSQL folds each of them as `foldChar` does. */
export const FOLD_CANDIDATES = [...PRINTABLE_ASCII, ...VIETNAMESE, ...VIETNAMESE.toUpperCase()];

/** The rule: lower case, then the marks dropped and đ read as d (what lower then immutable_unaccent give, migration 0000). */
const foldChar = (c: string) =>
  c
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace('đ', 'd');

/** Folds text as PostgreSQL folds it for the index's words, or undefined: a character not known to fold alike (ask PostgreSQL). */
export type TextFold = (text: string) => string | undefined;

/** Nothing is folded here: every question with words asks PostgreSQL (before the first load). */
export const foldsNothing: TextFold = () => undefined;

/**
 * The fold of the characters PostgreSQL folded, one by one, as `foldChar` does (`folded[i]` is its fold of
 * FOLD_CANDIDATES[i]). unaccent's rules each replace one character, and lower changes none of these by its neighbours, so
 * a text of such characters folds as its characters do. Only folds to printable ASCII count (the mirrors' words are).
 */
export function textFold(folded: readonly string[]): TextFold {
  const alike = new Map<string, string>();
  FOLD_CANDIDATES.forEach((c, i) => {
    const mine = foldChar(c);
    if (folded[i] === mine && /^[\x20-\x7e]$/.test(mine)) alike.set(c, mine);
  });
  return (text) => {
    let out = '';
    for (const c of text) {
      const f = alike.get(c);
      if (f === undefined) return undefined;
      out += f;
    }
    return out;
  };
}
