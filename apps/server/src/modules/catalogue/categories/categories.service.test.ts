import { describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db/database.js';
import type { CategoriesRepository, CategoryTreeRow } from './categories.repository.js';
import { createCategoriesService, HOST_COUNT_MAX_AGE_MS, type CategoryHosts } from './categories.service.js';

const at = new Date('2030-01-01T00:00:00Z');
const design: CategoryTreeRow = {
  id: 'c1',
  parentId: null,
  name: 'Thiết kế',
  slug: 'thiet-ke',
  description: null,
  icon: null,
  image: null,
  status: 'ACTIVE',
  position: 0,
  createdAt: at,
  updatedAt: at,
  depth: 0,
  visible: true,
  childCount: 0,
  hostCount: 0,
};
const query = { page: 1, limit: 500, sort: 'ASC' as const };

/** A repository whose hosts per category are whatever the test says, counting how often the tree's counts are asked. */
function fakeRepo() {
  const state = { hosts: 3, countings: 0, exactLists: 0 };
  const repo = {
    list: async (_filter: unknown, _page: unknown, options: { hostCounts?: boolean } = {}) => {
      if (options.hostCounts !== false) state.exactLists += 1;
      return { rows: [{ ...design, hostCount: options.hostCounts === false ? 0 : state.hosts }], total: 1 };
    },
    countHostsByCategory: async () => {
      state.countings += 1;
      return new Map([['c1', state.hosts]]);
    },
    removeUser: async () => undefined,
  } as unknown as CategoriesRepository;
  return { repo, state };
}

const service = (repo: CategoriesRepository, now: () => number) => createCategoriesService({ db: {} as Db, repo, hosts: {} as CategoryHosts, now });

describe('the public category tree', () => {
  it('counts hosts once for many requests, and shows a change once the count is older than its bound', async () => {
    const { repo, state } = fakeRepo();
    let clock = 0;
    const categories = service(repo, () => clock);

    const first = await Promise.all(Array.from({ length: 20 }, () => categories.list(query, false)));
    expect(first.map((page) => page.data[0]!.hostCount)).toEqual(Array(20).fill(3));
    expect(state.countings).toBe(1);

    state.hosts = 4;
    clock += HOST_COUNT_MAX_AGE_MS;
    expect((await categories.list(query, false)).data[0]!.hostCount).toBe(3);
    clock += 1;
    expect((await categories.list(query, false)).data[0]!.hostCount).toBe(4);
    expect(state.countings).toBe(2);
  });

  it('counts again at once when an account leaves the categories', async () => {
    const { repo, state } = fakeRepo();
    const categories = service(repo, () => 0);
    expect((await categories.list(query, false)).data[0]!.hostCount).toBe(3);
    state.hosts = 2;
    await categories.forgetUser('u1');
    expect((await categories.list(query, false)).data[0]!.hostCount).toBe(2);
  });

  it('gives admins exact counts on every request', async () => {
    const { repo, state } = fakeRepo();
    const categories = service(repo, () => 0);
    expect((await categories.list(query, true)).data[0]!.hostCount).toBe(3);
    state.hosts = 7;
    expect((await categories.list(query, true)).data[0]!.hostCount).toBe(7);
    expect(state).toMatchObject({ exactLists: 2, countings: 0 });
  });
});
