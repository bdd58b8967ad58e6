import { describe, expect, it } from 'vitest';
import type { EventCategoriesRepository, EventCategoryRow } from './event-categories.repository.js';
import { createEventCategoriesService, EVENT_COUNT_MAX_AGE_MS } from './event-categories.service.js';

const at = new Date('2030-01-01T00:00:00Z');
const workshop: EventCategoryRow = { id: 'c1', name: 'Workshop', slug: 'workshop', description: null, icon: null, position: 0, createdAt: at, updatedAt: at };
const query = { page: 1, limit: 100, sort: 'ASC' as const };

/** A repository whose published count is whatever the test says, counting how often it is asked. */
function fakeRepo() {
  const state = { published: 1, countings: 0 };
  const repo = {
    list: async () => ({ rows: [workshop], total: 1 }),
    publishedCounts: async () => {
      state.countings += 1;
      return new Map([['c1', state.published]]);
    },
  } as unknown as EventCategoriesRepository;
  return { repo, state };
}

describe('the event category list', () => {
  it('counts published events once for many requests, and shows a newly published one once the count is older than its bound', async () => {
    const { repo, state } = fakeRepo();
    let clock = 0;
    const categories = createEventCategoriesService({ repo, now: () => clock });

    const first = await Promise.all(Array.from({ length: 20 }, () => categories.list(query)));
    expect(first.map((page) => page.data[0]!.eventCount)).toEqual(Array(20).fill(1));
    expect(state.countings).toBe(1);

    state.published = 2;
    clock += EVENT_COUNT_MAX_AGE_MS;
    expect((await categories.list(query)).data[0]!.eventCount).toBe(1);
    clock += 1;
    expect((await categories.list(query)).data[0]!.eventCount).toBe(2);
    expect(state.countings).toBe(2);
  });

  it('counts again on the next request when a count failed', async () => {
    const { repo, state } = fakeRepo();
    const failing = Object.assign(Object.create(repo) as EventCategoriesRepository, {
      publishedCounts: async () => {
        state.countings += 1;
        if (state.countings === 1) throw new Error('connection lost');
        return new Map([['c1', 5]]);
      },
    });
    const categories = createEventCategoriesService({ repo: failing, now: () => 0 });
    await expect(categories.list(query)).rejects.toThrow('connection lost');
    expect((await categories.list(query)).data[0]!.eventCount).toBe(5);
  });
});
