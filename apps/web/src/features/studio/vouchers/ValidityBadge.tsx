import type { PromotionState } from '@market/contract';
import { Badge } from '../../../components/ui/Badge';
import { m } from '../../../lib/messages';
import { validityTones } from './promotion-format';

/** Đang hiệu lực / Sắp diễn ra / Hết hạn / Đã tắt, as the server computed it. */
export function ValidityBadge({ validity }: { validity: PromotionState }) {
  return <Badge tone={validityTones[validity]}>{m.studioPromotions.validities[validity]}</Badge>;
}
