import { formatVnd, type PromotionState } from '@market/contract';
import type { BadgeTone } from '../../../components/ui/Badge';
import { cm } from '../../../lib/console-messages';
import { formatDateTime } from '../../../lib/time';

const t = cm.studioPromotions;

/** "Giảm 20%" or "Giảm 50.000 ₫": how a host says what a voucher or discount takes off. */
export function valueLabel(type: string, value: number): string {
  return type === 'PERCENTAGE' ? t.percentOff(value) : t.amountOff(formatVnd(value));
}

export const validityTones: Record<PromotionState, BadgeTone> = {
  ACTIVE: 'success',
  UPCOMING: 'brand',
  EXPIRED: 'neutral',
  INACTIVE: 'warning',
};

/** "14:00 01/06/2026 – 23:59 30/06/2026", in Vietnam time. */
export const windowLabel = (startAt: string, endAt: string) => t.window(formatDateTime(startAt), formatDateTime(endAt));

export const validityOptions = (['ACTIVE', 'UPCOMING', 'EXPIRED', 'INACTIVE'] as const).map((value) => ({ value, label: t.validities[value] }));
