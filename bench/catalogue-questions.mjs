// The catalogue benchmarks' questions (catalogue.mjs, catalogue-cpu.mjs, catalogue-answers.mjs).
// What people type: one or two words of the catalogue's vocabulary without diacritics, the last one often cut short (typing
// still) or with a letter swapped; each scenario's own counter picks its next, so no two requests of a scenario ask the
// same, and which question a scenario asks does not depend on how fast the scenarios before it ran.
// `--diacritics`: the same words typed with their Vietnamese diacritics, as most people type them ("hội thảo"; "khoá" in
// the old style the seeded titles use, "hòa" in the new one).
const TYPED = [
  'hội thảo',
  'workshop',
  'khoá học',
  'hòa nhạc',
  'giao lưu',
  'triển lãm',
  'giải chạy',
  'lớp học',
  'trí tuệ nhân tạo',
  'tiếp thị số',
  'thiết kế',
  'nhiếp ảnh',
  'tài chính cá nhân',
  'tiếng anh',
  'piano',
  'yoga',
  'khởi nghiệp',
  'dữ liệu',
  'lập trình',
  'tiếng nhật',
  'combo',
  'nhà tổ chức',
  'hà nội',
  'đà nẵng',
];
// Without diacritics, as PostgreSQL folds them (immutable_unaccent: đ is d).
const WORDS = process.argv.includes('--diacritics')
  ? TYPED
  : TYPED.map((w) =>
      w
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/g, 'd'),
    );
const shapes = [(w) => w, (w) => w.slice(0, Math.max(3, w.length - 2)), (w) => (w.length > 4 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w)];
/** The n-th question's words (they come round again after 1,728 questions). */
export const wordsOf = (n) => {
  const first = WORDS[n % WORDS.length];
  const second = WORDS[Math.floor(n / WORDS.length) % WORDS.length];
  const shape = shapes[Math.floor(n / (WORDS.length * WORDS.length)) % shapes.length];
  const words = n % 3 === 0 ? shape(first) : `${first} ${shape(second)}`;
  return { q: encodeURIComponent(words) };
};
/** A scenario's questions, one after the other: `pathOf` is given the question's number and words. */
const counted = (pathOf) => {
  let n = 0;
  return () => {
    n++;
    return pathOf({ n, ...wordsOf(n) });
  };
};
/** The listing's pages, one after the other (every type's pages, the frames' and combos' too, not one page for a while). */
const pagePath = ({ n }) => `/api/v1/products?page=${1 + (n % 50)}`;
/** Autocannon's requests of a scenario: each its own words. */
export const varied = (pathOf) => {
  const next = counted(pathOf);
  return [{ setupRequest: (req) => ({ ...req, path: next() }) }];
};
export const pages = () => varied(pagePath);

/** Each scenario's next path, as catalogue.mjs asks them. */
export const questionPaths = () => ({
  'events?q=': counted(({ q }) => `/api/v1/events?q=${q}`),
  'search?q=': counted(({ q }) => `/api/v1/search?q=${q}`),
  'products?q=': counted(({ q }) => `/api/v1/products?q=${q}`),
  'products?page=': counted(pagePath),
});
