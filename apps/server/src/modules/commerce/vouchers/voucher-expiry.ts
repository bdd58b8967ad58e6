import { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { defineTask, type Scheduler } from '../../../platform/tasks/scheduler.js';
import type { NotifyOnce } from '../../engagement/index.js';
import { createVouchersRepository, type VoucherRow } from './vouchers.repository.js';

/** How long before its end a host hears that a voucher is about to expire (reminder kind VOUCHER). */
export const VOUCHER_WARNING_DAYS = 3;
const DAY = 86_400_000;

const when = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const Payload = z.object({ voucherId: z.string().uuid(), hostId: z.string().uuid(), endAt: z.coerce.date() });

/**
 * A voucher about to expire tells the host who made it, VOUCHER_WARNING_DAYS before its end: a
 * scheduler task keyed by the voucher, written (or moved, or taken back) in the transaction that
 * creates, changes or deletes it. A voucher switched off, or whose end moved, is not told of.
 */
export function createVoucherExpiry(deps: { db: Db; scheduler: Scheduler; notifyOnce: NotifyOnce }) {
  const { scheduler } = deps;
  const vouchers = createVouchersRepository(deps.db);

  const warn = scheduler.define(
    defineTask({
      name: 'vouchers.expiring',
      payload: Payload,
      handle: async ({ voucherId, hostId, endAt }, { tx, now }) => {
        const voucher = await vouchers.findOwned(hostId, voucherId, tx);
        if (!voucher || !voucher.active || voucher.endAt.getTime() !== endAt.getTime() || voucher.endAt <= now) return;
        const left = Math.max(1, Math.round((voucher.endAt.getTime() - now.getTime()) / DAY));
        const uses = voucher.usageLimit === null ? `${voucher.usedCount} lượt` : `${voucher.usedCount}/${voucher.usageLimit} lượt`;
        await deps.notifyOnce(
          hostId,
          'VOUCHER_EXPIRING',
          {
            title: 'Mã giảm giá sắp hết hạn',
            body: `Mã ${voucher.code} ("${voucher.name}") sẽ hết hạn lúc ${when.format(voucher.endAt)}, còn khoảng ${left} ngày; đã dùng ${uses}. Bạn có thể gia hạn trong mục Mã giảm giá.`,
            link: '/studio/vouchers',
            data: { voucherId, code: voucher.code, endAt: voucher.endAt.toISOString() },
          },
          `voucher-expiring:${voucherId}:${voucher.endAt.toISOString()}`,
        );
      },
    }),
  );

  return {
    warn,
    /** In the transaction that saved the voucher: the warning moves with its end, and is taken back when too late. */
    async plan(tx: DbOrTx, voucher: Pick<VoucherRow, 'id' | 'hostId' | 'endAt' | 'active'>): Promise<void> {
      const at = new Date(voucher.endAt.getTime() - VOUCHER_WARNING_DAYS * DAY);
      if (!voucher.active || at <= scheduler.now()) {
        await scheduler.cancel(warn, voucher.id, tx);
        return;
      }
      await scheduler.schedule(
        warn,
        { key: voucher.id, at, payload: { voucherId: voucher.id, hostId: voucher.hostId, endAt: voucher.endAt.toISOString() } },
        tx,
      );
    },
    async drop(tx: DbOrTx, voucherId: string): Promise<void> {
      await scheduler.cancel(warn, voucherId, tx);
    },
  };
}
export type VoucherExpiry = ReturnType<typeof createVoucherExpiry>;
