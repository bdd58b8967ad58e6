import type { EventCardDto } from '@market/contract';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { cm } from '../../../lib/console-messages';

const tones: Record<EventCardDto['status'], BadgeTone> = {
  DRAFT: 'neutral',
  PENDING: 'warning',
  PENDING_APPROVAL_WITH_ADMIN: 'warning',
  PUBLISHED: 'success',
  REJECTED: 'danger',
  ARCHIVED: 'neutral',
  REMOVED: 'danger',
};

export function EventStatusBadge({ status }: { status: EventCardDto['status'] }) {
  return <Badge tone={tones[status]}>{cm.studioEvents.statuses[status] ?? status}</Badge>;
}
