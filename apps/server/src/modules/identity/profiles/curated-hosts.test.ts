import { randomUUID } from 'node:crypto';
import { TopHostsBody } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { CURATED_HOSTS_MAX } from './profiles.repository.js';

describe('the curated hosts', () => {
  it('are read back up to the most an admin may set at once, so the unpaged answer holds them all', () => {
    const hosts = (n: number) => ({ hosts: Array.from({ length: n }, (_, i) => ({ hostId: randomUUID(), rank: i + 1 })) });
    expect(TopHostsBody.safeParse(hosts(CURATED_HOSTS_MAX)).success).toBe(true);
    expect(TopHostsBody.safeParse(hosts(CURATED_HOSTS_MAX + 1)).success).toBe(false);
  });
});
