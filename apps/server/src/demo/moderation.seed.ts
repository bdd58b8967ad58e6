import type { Actor } from '../platform/http/access.js';

/** What the demo's moderation needs: the keyword list, and the queue taking in what the seed wrote straight to the database. */
export interface DemoModeration {
  keywords: { create(admin: Actor, body: { keyword: string }): Promise<unknown> };
  moderation: { enqueueWaiting(): Promise<void> };
}

const KEYWORDS = ['cờ bạc', 'cá độ', 'lừa đảo', 'đa cấp', 'vay nóng', 'hàng giả'];

/** A few keywords, then the seeded events waiting for review join the queue (read for those keywords). */
export async function seedModeration(deps: { moderation: DemoModeration; adminId: string }): Promise<void> {
  const admin = { id: deps.adminId, role: 'ADMIN' as const };
  for (const keyword of KEYWORDS) await deps.moderation.keywords.create(admin, { keyword });
  await deps.moderation.moderation.enqueueWaiting();
}
