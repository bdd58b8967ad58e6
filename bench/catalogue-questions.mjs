// The catalogue benchmarks' questions (catalogue.mjs, catalogue-cpu.mjs).
// What people type: one or two words of the catalogue's vocabulary without diacritics, the last one often cut short (typing
// still) or with a letter swapped; a counter picks the next, so no two requests of a run ask the same.
const WORDS = [
  'hoi thao',
  'workshop',
  'khoa hoc',
  'hoa nhac',
  'giao luu',
  'trien lam',
  'giai chay',
  'lop hoc',
  'tri tue nhan tao',
  'tiep thi so',
  'thiet ke',
  'nhiep anh',
  'tai chinh ca nhan',
  'tieng anh',
  'piano',
  'yoga',
  'khoi nghiep',
  'du lieu',
  'lap trinh',
  'tieng nhat',
  'combo',
  'nha to chuc',
  'ha noi',
  'da nang',
];
const shapes = [(w) => w, (w) => w.slice(0, Math.max(3, w.length - 2)), (w) => (w.length > 4 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w)];
let n = 0;
export const nextWords = () => {
  n++;
  const first = WORDS[n % WORDS.length];
  const second = WORDS[Math.floor(n / WORDS.length) % WORDS.length];
  const shape = shapes[Math.floor(n / (WORDS.length * WORDS.length)) % shapes.length];
  const words = n % 3 === 0 ? shape(first) : `${first} ${shape(second)}`;
  // Past the vocabulary's combinations, a page further keeps requests apart.
  const page = 1 + Math.floor(n / (WORDS.length * WORDS.length * shapes.length));
  return { q: encodeURIComponent(words), page };
};
/** Autocannon's requests of a scenario: each its own words. */
export const varied = (pathOf) => [{ setupRequest: (req) => ({ ...req, path: pathOf(nextWords()) }) }];

/** Each scenario's next path, as catalogue.mjs asks them. */
export const questionPaths = () => ({
  'events?q=': () => `/api/v1/events?q=${nextWords().q}`,
  'search?q=': () => `/api/v1/search?q=${nextWords().q}`,
  'products?q=': () => `/api/v1/products?q=${nextWords().q}`,
  'products?page=': () => `/api/v1/products?page=${1 + (nextWords().page % 50)}`,
});
