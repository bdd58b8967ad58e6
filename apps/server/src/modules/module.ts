import type { PublicProfileDto } from '@market/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../platform/db/database.js';
import type { PageMeta, PageMetaRegistry } from '../platform/http/page-meta.js';
import type { PublicCache } from '../platform/http/public-cache.js';
import type { SafeFetchOptions } from '../platform/net/safe-fetch.js';
import type { JobDefinition, JobQueue } from '../platform/jobs/queue.js';
import type { Messaging } from '../platform/messaging/messaging.js';
import type { Realtime } from '../platform/realtime/realtime.js';
import type { UploadsService } from '../platform/storage/uploads.service.js';
import type { Delivery, DomainEvent, DomainEvents } from '../platform/tasks/domain-events.js';
import type { Scheduler } from '../platform/tasks/scheduler.js';
import type { SearchSource } from './catalogue/search/search.service.js';
import type { ContentReviewers } from './catalogue/moderation/content-moderation.routes.js';
import type { ChargeSettlement } from './commerce/payments/payment-settlement.js';
import type { BuyerDiscount } from './commerce/pricing/buyer-discount.js';
import type { BuyerRestriction } from './commerce/products/buyer-restriction.js';
import type { ProductType } from './commerce/products/product-type.js';
import type { ContentCountSql } from './identity/profiles/profiles.repository.js';

/**
 * The narrow functions contexts offer one another, by name. Each context adds its own entries where it
 * is built (`declare module '../module.js' { interface Ports { … } }`), so this file names none of them.
 * A port is an object of functions (never a repository, never plain values).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Ports {}

/**
 * What contexts expose on `buildApp(...).services` for tests and the demo seed, by name (added by each
 * context like `Ports`). The app's own requests never go through it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

export interface SnsFetchOverride {
  trustedUrl: (url: URL) => boolean;
  fetch?: Partial<SafeFetchOptions>;
}

/** The platform every context is built on, and the ports of the others. */
export interface ModuleKit {
  config: Config;
  db: Db;
  /** The database the app runs on, for a connection of its own (a LISTEN: platform/db/listener.ts). */
  databaseUrl: string;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  scheduler: Scheduler;
  events: DomainEvents;
  messaging: Messaging;
  realtime: Realtime;
  uploads: UploadsService;
  publicCache: PublicCache;
  /** Tests only: the link-preview fetcher's resolver, address policy and ports, so a local server can play a public site. */
  openGraphFetch?: Partial<SafeFetchOptions> | undefined;
  /** Tests only: which URLs count as Amazon SNS's own (certificates, subscription confirmations) and how they are fetched, so a local server can play SNS. */
  snsFetch?: SnsFetchOverride | undefined;
  /**
   * Another context's port. Its functions are looked up when called, so a context may use one built
   * after it (combos sell through commerce, whose product list shows combos): no wiring order to keep.
   */
  use<K extends keyof Ports>(name: K): Ports[K];
  /** Everything of a kind the contexts contribute, complete once all are built: read it when called, not while building. */
  contributed: Contributed;
}

/** A domain event a context acts on once it committed (delivered at least once; see domain-events.ts). */
export interface Subscription {
  event: DomainEvent;
  /** Stored with each delivery: stays the same across releases. */
  name: string;
  handle(payload: unknown, delivery: Delivery): Promise<void>;
}

export function on<S extends z.ZodType>(event: DomainEvent<S>, name: string, handle: (payload: z.infer<S>, delivery: Delivery) => Promise<void>): Subscription {
  return { event, name, handle: handle as Subscription['handle'] };
}

/** A homepage shelf: its type's `shelf` SQL gives the rows; `key` names it on the wire, `link` is its full list. */
export interface Shelf {
  key: string;
  title: string;
  link: string;
  type: string;
}

/** The social preview of one of the web's pages, read when the page is asked for by a crawler. */
export interface PageRoute {
  pattern: RegExp;
  meta(match: RegExpExecArray): Promise<PageMeta>;
}

/** What one context adds to the product. Everything is optional: a context gives what it has. */
export interface Manifest {
  /** Its HTTP routes. */
  routes?(app: FastifyInstance): void;
  /** The functions it offers the others (see `Ports`). */
  provides?: Partial<Ports>;
  /** What it sells: cart, checkout, settlement, refunds and reports go through these. */
  productTypes?: readonly ProductType[];
  /** Settles the charges a provider makes by itself (a renewal), by the target its callback names. */
  charges?: Readonly<Record<string, ChargeSettlement>>;
  /** Discounts it grants to one buyer, which pricing offers and checkout takes (see buyer-discount.ts). */
  buyerDiscounts?: readonly BuyerDiscount[];
  /** Items only some buyers may buy (member-only tiers): cart, quotation and checkout refuse the others. */
  buyerRestrictions?: readonly BuyerRestriction[];
  /** Homepage shelves beyond the contract's (a type of its own). */
  shelves?: readonly Shelf[];
  /** What the one search box finds of it. */
  searchSources?: readonly SearchSource[];
  /** Admins' review of its content, by queue type. */
  reviewers?: Partial<ContentReviewers>;
  /** Jobs it enqueues, and those run on a cron (read on Vietnam's wall clock, Asia/Ho_Chi_Minh). */
  jobs?: readonly (JobDefinition | { job: JobDefinition; cron: string })[];
  /** Domain events it acts on. */
  subscribers?: readonly Subscription[];
  /** Social previews of its public pages. */
  pages?: readonly PageRoute[];
  /** Counts shown on a host's public profile (published events, posts…), as SQL over the host's id. */
  profileCounts?: Partial<Record<keyof PublicProfileDto['counts'], ContentCountSql>>;
  /** Exposed on `buildApp(...).services` for tests and the demo seed. */
  services?: Partial<Services>;
  /** Run once every context is built, before any route is registered (to read what the others contributed). */
  ready?(): void;
}

/** The contributions of every context, in the order the contexts were listed. */
export interface Contributed {
  productTypes(): readonly ProductType[];
  charges(): Readonly<Record<string, ChargeSettlement>>;
  buyerDiscounts(): readonly BuyerDiscount[];
  buyerRestrictions(): readonly BuyerRestriction[];
  shelves(): readonly Shelf[];
  searchSources(): readonly SearchSource[];
  reviewers(): ContentReviewers;
  profileCounts(): Partial<Record<keyof PublicProfileDto['counts'], ContentCountSql>>;
}

/** A context of the product: adding one to the app's list is all its wiring. */
export interface AppModule {
  name: string;
  build(kit: ModuleKit): Manifest | Promise<Manifest>;
}

export const defineModule = (name: string, build: AppModule['build']): AppModule => ({ name, build });

/**
 * Builds the contexts in order and merges what they give. Ports are looked up when called (a port
 * asked for and never provided fails loudly then); contributions are complete once every context is built.
 */
export async function buildModules(modules: readonly AppModule[], platform: Omit<ModuleKit, 'use' | 'contributed'>) {
  const provided = new Map<string, object>();
  const manifests: { name: string; manifest: Manifest }[] = [];
  let built = false;
  const all = <T>(pick: (m: Manifest) => readonly T[] | undefined): readonly T[] => {
    if (!built) throw new Error('modules: contributions are read once every module is built');
    return manifests.flatMap(({ manifest }) => pick(manifest) ?? []);
  };
  const contributed: Contributed = {
    productTypes: () => all((m) => m.productTypes),
    charges: () => Object.assign({}, ...all((m) => (m.charges ? [m.charges] : []))) as Record<string, ChargeSettlement>,
    buyerDiscounts: () => all((m) => m.buyerDiscounts),
    buyerRestrictions: () => all((m) => m.buyerRestrictions),
    shelves: () => all((m) => m.shelves),
    searchSources: () => all((m) => m.searchSources),
    reviewers: () => Object.assign({}, ...all((m) => (m.reviewers ? [m.reviewers] : []))) as ContentReviewers,
    profileCounts: () =>
      Object.assign({}, ...all((m) => (m.profileCounts ? [m.profileCounts] : []))) as Partial<Record<keyof PublicProfileDto['counts'], ContentCountSql>>,
  };
  const portOf = (name: string): Record<string | symbol, unknown> => {
    const port = provided.get(name) as Record<string | symbol, unknown> | undefined;
    if (!port) throw new Error(`modules: no module provides the port "${name}"`);
    return port;
  };
  // A port's functions, each looked up when called: a module may take them while building (before their provider is built).
  const use = <K extends keyof Ports>(name: K): Ports[K] =>
    new Proxy({} as object, {
      get:
        (_target, property) =>
        (...args: unknown[]) => {
          const port = portOf(name as string);
          const fn = port[property];
          if (typeof fn !== 'function') throw new Error(`modules: the port "${String(name)}" has no function ${String(property)}`);
          return (fn as (...a: unknown[]) => unknown).apply(port, args);
        },
    }) as Ports[K];
  const kit: ModuleKit = { ...platform, use, contributed };
  for (const module of modules) {
    const manifest = await module.build(kit);
    for (const [name, port] of Object.entries(manifest.provides ?? {})) {
      if (provided.has(name)) throw new Error(`modules: the port "${name}" is provided twice (${module.name})`);
      provided.set(name, port as object);
    }
    manifests.push({ name: module.name, manifest });
  }
  built = true;
  return { kit, manifests: manifests.map((m) => m.manifest), contributed };
}

/** Hands each manifest's jobs, subscribers and page previews to the platform, then registers the routes (once all are ready). */
export function installManifests(
  app: FastifyInstance,
  manifests: readonly Manifest[],
  platform: { jobs: Pick<JobQueue, 'register' | 'every'>; events: Pick<DomainEvents, 'subscribe'>; pageMeta: Pick<PageMetaRegistry, 'add'> },
): void {
  for (const manifest of manifests) {
    for (const entry of manifest.jobs ?? []) {
      if ('cron' in entry) platform.jobs.every(entry.job, entry.cron);
      else platform.jobs.register(entry);
    }
    for (const subscription of manifest.subscribers ?? []) platform.events.subscribe(subscription.event, subscription.name, subscription.handle);
    for (const page of manifest.pages ?? []) platform.pageMeta.add(page.pattern, page.meta);
  }
  for (const manifest of manifests) manifest.ready?.();
  for (const manifest of manifests) manifest.routes?.(app);
}
