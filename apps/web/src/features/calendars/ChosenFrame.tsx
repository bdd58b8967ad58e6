import type { CalendarFrameDto } from '@market/contract';
import { CalendarCheck, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardBody } from '../../components/ui/Card';
import { m } from '../../lib/messages';
import { useBuyLines } from '../cart/use-buy-lines';
import { priceText } from '../events/event-price';
import { formatClock, formatLongDate } from '../events/event-time';

const t = m.calendars;

/** The frame a visitor picked, and "Đặt lịch": on to checkout, where a note for the host can be added. */
export function ChosenFrame({ frame, onClose }: { frame: CalendarFrameDto; onClose: () => void }) {
  const { buyNow } = useBuyLines();
  return (
    <Card role="region" aria-labelledby="chosen-frame" className="border-brand-200">
      <CardBody className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="chosen-frame" className="text-sm font-medium text-muted">
              {t.chosen}
            </h2>
            <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-ink">
              <CalendarCheck className="size-5 text-brand-600" aria-hidden />
              {formatClock(frame.startAt)} – {formatClock(frame.endAt)}
            </p>
            <p className="text-[15px] text-ink-soft">
              {formatLongDate(frame.startAt)} · {priceText(frame.price)}
            </p>
          </div>
          <button
            type="button"
            aria-label={m.common.close}
            onClick={onClose}
            className="-m-1 inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <Button
            className="sm:self-start"
            aria-describedby="chosen-frame-hint"
            onClick={() => buyNow([{ productItemType: 'CALENDAR_FRAME', productItemId: frame.id, quantity: 1 }])}
          >
            {t.book}
          </Button>
          <p id="chosen-frame-hint" className="text-[13px] text-muted">
            {t.bookHint}
          </p>
        </div>
      </CardBody>
    </Card>
  );
}
