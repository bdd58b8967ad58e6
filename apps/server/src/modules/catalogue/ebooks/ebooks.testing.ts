import { expect } from 'vitest';
import type { Session } from '../../../../test/support/client.js';

/** A host's book as a create or edit answers it. */
export interface MadeEbook {
  id: string;
  slug: string;
  status: string;
}

/**
 * A book the host made and asked to publish, approved by the admin from the moderation queue: it is
 * PUBLISHED and on sale, as a reviewed book is.
 */
export async function approvedEbook(host: Session, admin: Session, body: Record<string, unknown>): Promise<MadeEbook> {
  const made = await host.client.post('/api/v1/ebooks', { ...body, status: 'PUBLISHED' });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(made.body.status).toBe('PENDING_APPROVAL_WITH_ADMIN');
  const approved = await admin.client.patch(`/api/v1/content-moderation/E_BOOK/${made.body.id}/approve`);
  expect(approved.body, JSON.stringify(approved.body)).toMatchObject({ status: 'PUBLISHED' });
  return { ...(made.body as MadeEbook), status: 'PUBLISHED' };
}
