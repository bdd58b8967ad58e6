import { describe, expect, it } from 'vitest';
import { createCheckoutDoor } from './checkout-door.js';

const line = (productItemId: string, quantity = 1) => ({ productItemType: 'TICKET_TIER' as const, productItemId, quantity });
const key = (id: string) => `TICKET_TIER:${id}`;

/** A piece of work that finishes when told to. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('the checkout door', () => {
  it('lets in at most its limit at once and the others as places free up, in arrival order', async () => {
    const door = createCheckoutDoor({ concurrent: 1 });
    const first = pending();
    const order: string[] = [];
    const a = door.run([line('a')], async () => {
      order.push('a');
      await first.done;
    });
    const b = door.run([line('b')], async () => void order.push('b'));
    const c = door.run([line('c')], async () => void order.push('c'));
    expect(door.waiting).toBe(2);
    first.finish();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('refuses at once the waiting buyers of a product seen sold out, and keeps the others waiting', async () => {
    const door = createCheckoutDoor({ concurrent: 1 });
    const first = pending();
    const running = door.run([line('x')], () => first.done);
    const refused = door.run([line('x')], async () => 'served');
    const kept = door.run([line('y')], async () => 'served');
    door.markSoldOut(key('x'));
    await expect(refused).rejects.toMatchObject({ code: 'TICKET_SOLDE_OUT' });
    expect(door.waiting).toBe(1);
    first.finish();
    await running;
    await expect(kept).resolves.toBe('served');
  });

  it('refuses the buyers waiting beyond what is left, since the buyers ahead of them take it all', async () => {
    const door = createCheckoutDoor({ concurrent: 1 });
    const first = pending();
    const running = door.run([line('x')], () => first.done);
    const second = door.run([line('x')], async () => 'served');
    const third = door.run([line('x')], async () => 'served');
    // The running buyer's quotation says two places are left: one for it, one for the next buyer.
    door.seen(key('x'), 2);
    await expect(third).rejects.toMatchObject({ code: 'TICKET_SOLDE_OUT' });
    await expect(door.run([line('x')], async () => 'served')).rejects.toMatchObject({ code: 'TICKET_SOLDE_OUT' });
    first.finish();
    await running;
    await expect(second).resolves.toBe('served');
  });

  it('stops counting a buyer whose places are written, since what is left already leaves them out', async () => {
    const door = createCheckoutDoor({ concurrent: 2 });
    const first = pending();
    const second = pending();
    let placeFirst!: () => void;
    const running = door.run([line('x')], async (placed) => {
      placeFirst = placed;
      await first.done;
    });
    const other = door.run([line('x')], () => second.done);
    // The first buyer's place is written and committed: the second's quotation says two are left
    // (one for it, one more) while the first has not yet gone through the door.
    placeFirst();
    door.seen(key('x'), 2);
    const third = door.run([line('x')], async () => 'served');
    expect(door.waiting).toBe(1);
    first.finish();
    second.finish();
    await Promise.all([running, other]);
    await expect(third).resolves.toBe('served');
  });

  it('forgets what was left after its time, so places given back are sold again', async () => {
    const door = createCheckoutDoor({ concurrent: 1, soldOutMs: 0 });
    const first = pending();
    const running = door.run([line('x')], () => first.done);
    door.seen(key('x'), 0);
    const next = door.run([line('x')], async () => 'served');
    first.finish();
    await running;
    await expect(next).resolves.toBe('served');
  });

  it('frees its place when the work fails', async () => {
    const door = createCheckoutDoor({ concurrent: 1 });
    await expect(
      door.run([line('a')], async () => {
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    await expect(door.run([line('a')], async () => 'next')).resolves.toBe('next');
  });
});
