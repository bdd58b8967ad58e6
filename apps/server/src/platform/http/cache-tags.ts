/**
 * Names of what cached public answers are read from (platform/http/public-cache.ts). A public GET
 * lists the tags it reads; a write lists the tags it changes. Coarse on purpose: writes are rare next
 * to reads, and a tag too many costs one recomputation while a tag too few serves stale pages.
 */
export const cacheTags = {
  /** Every public list or card of events (lists, related shelves, counts of published events). */
  events: 'events',
  /** One event's detail, its sessions and its tiers. */
  event: (id: string) => `event:${id}`,
  /** Tickets sold and held (a tier's `sold`, `held`, `available`, `onSale`). */
  stock: 'stock',
  /** Event categories, with their counts of published events. */
  eventCategories: 'event-categories',
  /** Every public answer about online courses (lists, pages, curricula): any course write changes them. */
  courses: 'courses',
  /** The products listings (every type sold) and combos: combo and ebook writes change them. */
  products: 'products',
  /** Every public answer about posts (lists, a host's posts, pages): any post write changes them. */
  posts: 'posts',
  /** The category tree and the kinds of host. */
  categories: 'categories',
  /** Host directory, rankings, and the host shown on cards and pages (name, avatar, headline). */
  hosts: 'hosts',
  /** One public profile. */
  host: (id: string) => `host:${id}`,
} as const;

/** How long an answer may live unannounced: a write on another node, a job, a follower count. */
export const CACHE_TTL = {
  /** Events and profiles change often enough that half a minute is the most a visitor should miss. */
  content: 30,
  /** Categories and the host directory change seldom. */
  directory: 60,
} as const;
