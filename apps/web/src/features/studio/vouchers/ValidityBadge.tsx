import type { PromotionState } from '@market/contract';
import { Badge } from '../../../components/ui/Badge';
import { cm } from '../../../lib/console-messages';
import { validityTones } from './promotion-format';

/** Đang hiệu lực / Sắp diễn ra / Hết hạn / Đã tắt, as the server computed it. */
export function ValidityBadge({ validity }: { validity: PromotionState }) {
  return <Badge tone={validityTones[validity]}>{cm.studioPromotions.validities[validity]}</Badge>;
}
