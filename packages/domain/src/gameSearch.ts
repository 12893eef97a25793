/**
 * How a game search ranks games (spec 3 §5 "Game search: case-insensitive substring match on the
 * label"; issue 27 "word-start matches first, typo tolerance"). Pure, so the lobby's results page,
 * its suggestions and the search overlay rank alike, on the server (no ranking code reaches the
 * browser).
 *
 * A label matches a search in one of four tiers, best first:
 * 0. the label starts with the search ("Ravens of the North" for "rav");
 * 1. a word of the label starts with it ("Misty Ravens");
 * 2. the search is elsewhere inside the label ("Caravan of Embers"): the spec's substring rule;
 * 3. near miss: every word of the search starts a word of the label, a word of four letters or
 *    more forgiven one typo (a letter wrong, missing, extra, or two letters swapped), e.g.
 *    "ravns" or "raevns" for Ravens, "bookk of dead" for Book of Dead.
 * Games within a tier keep the order they came in (the content's, by label).
 *
 * Decisions where the spec is silent:
 * - Matching ignores case and accents on both sides ("jattipotti" finds "Jättipotti"), so every
 *   substring match of the spec is still found; typo matches only add games after those.
 * - Words are runs of letters and digits; words under four letters get no typo (with one edit "rav"
 *   would match half the catalogue).
 * - A typo in the last word is judged against the start of a label word as long as the search word
 *   (± one letter), so the list forgives typos while the player is still typing.
 */

/** Search words at least this long are forgiven one typo. */
export const TYPO_MIN_LENGTH = 4;

export type SearchTier = 0 | 1 | 2 | 3;

/** Lower case without accents, for comparing ("Jättipotti" → "jattipotti"). */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en');
}

/** The words of a text: runs of letters and digits, folded. */
export function searchWords(text: string): string[] {
  return foldSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Whether `a` and `b` are at most one edit apart: one letter changed, added or taken away, or two
 * neighbouring letters swapped (optimal string alignment distance ≤ 1).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (Math.abs(lengthGap) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (lengthGap === 0) {
    // A change at `start`, or a swap of `start` and the next letter; the rest must agree.
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return (
      a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2)
    );
  }
  // One letter more on the longer side, at `start`.
  return lengthGap > 0 ? a.slice(start + 1) === b.slice(start) : a.slice(start) === b.slice(start + 1);
}

/** Whether the search word `wanted` starts the label word `word`, forgiving a typo when long enough. */
function startsNearly(word: string, wanted: string): boolean {
  if (word.startsWith(wanted)) return true;
  if (wanted.length < TYPO_MIN_LENGTH) return false;
  for (const length of [wanted.length - 1, wanted.length, wanted.length + 1]) {
    if (length <= word.length && withinOneEdit(wanted, word.slice(0, length))) return true;
  }
  return false;
}

/** The tier at which `label` matches `search` (see the module comment), or null for no match. */
export function gameSearchTier(label: string | null | undefined, search: string): SearchTier | null {
  const wanted = foldSearchText(search.trim());
  if (!wanted) return 0;
  const text = foldSearchText(label ?? '');
  if (text.startsWith(wanted)) return 0;
  const at = text.indexOf(wanted);
  if (at > 0) {
    // Any occurrence right after a non-word character is a word start.
    const wordStart = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(wanted)}`, 'u');
    return wordStart.test(text) ? 1 : 2;
  }
  const words = searchWords(wanted);
  const labelWords = searchWords(text);
  if (words.length === 0 || labelWords.length === 0) return null;
  const near = words.every((word) => labelWords.some((candidate) => startsNearly(candidate, word)));
  return near ? 3 : null;
}

/**
 * The items whose label matches `search`, best tier first, in their given order within a tier. An
 * empty search keeps every item in order.
 */
export function rankBySearch<T>(
  items: readonly T[],
  search: string,
  label: (item: T) => string | null | undefined,
): T[] {
  if (!search.trim()) return [...items];
  const tiers: T[][] = [[], [], [], []];
  for (const item of items) {
    const tier = gameSearchTier(label(item), search);
    if (tier !== null) tiers[tier]!.push(item);
  }
  return tiers.flat();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
