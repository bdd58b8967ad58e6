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

/** A buyer inside the door whose hold left `left` places of product x, until told to finish. */
function holding(door: ReturnType<typeof createCheckoutDoor>, left: number) {
  const gate = pending();
  const done = door.run([line('x')], async (placed) => {
    placed(new Map([[key('x'), left]]));
    await gate.done;
  });
  return { done, finish: gate.finish };
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
    let placeFirst!: (left: ReadonlyMap<string, number>) => void;
    const running = door.run([line('x')], async (placed) => {
      placeFirst = placed;
      await first.done;
    });
    const other = door.run([line('x')], () => second.done);
    // The first buyer's place is written and committed: the second's quotation says two are left
    // (one for it, one more) while the first has not yet gone through the door.
    placeFirst(new Map());
    door.seen(key('x'), 2);
    const third = door.run([line('x')], async () => 'served');
    expect(door.waiting).toBe(1);
    first.finish();
    second.finish();
    await Promise.all([running, other]);
    await expect(third).resolves.toBe('served');
  });

  it("believes a hold's count over a quotation read before that hold committed, and refuses at once the buyer left without a place", async () => {
    const door = createCheckoutDoor({ concurrent: 2 });
    const second = pending();
    // Two places were left: the first buyer's hold took one.
    const first = holding(door, 1);
    const b = door.run([line('x')], () => second.done);
    // The second buyer's quotation ran before the first hold committed: it still sees two.
    door.seen(key('x'), 2);
    // The second buyer takes the last place: the third has none and hears so without queueing.
    await expect(door.run([line('x')], async () => 'served')).rejects.toMatchObject({ code: 'TICKET_SOLDE_OUT' });
    first.finish();
    second.finish();
    await Promise.all([first.done, b]);
  });

  it('refuses every waiting buyer at once when a hold takes the last place', async () => {
    const door = createCheckoutDoor({ concurrent: 1 });
    const first = holding(door, 0);
    const waiting = [door.run([line('x')], async () => 'served'), door.run([line('x')], async () => 'served')];
    for (const buyer of waiting) await expect(buyer).rejects.toMatchObject({ code: 'TICKET_SOLDE_OUT' });
    first.finish();
    await first.done;
  });

  it('lets a buyer who would not queue ask the database itself, so that a place given back since the last hold is sold at once', async () => {
    const door = createCheckoutDoor({ concurrent: 2 });
    const first = holding(door, 0);
    // Another buyer's order expired meanwhile: its place is free again, which only the database knows.
    await expect(door.run([line('x')], async () => 'served')).resolves.toBe('served');
    first.finish();
    await first.done;
  });

  it('refuses a buyer arriving at a free slot the place that a buyer let in before it came for', async () => {
    const door = createCheckoutDoor({ concurrent: 3 });
    const second = pending();
    const first = holding(door, 1);
    const b = door.run([line('x')], () => second.done);
    // A slot is free, but the one place left is the second buyer's.
    await expect(door.run([line('x')], async () => 'served')).rejects.toMatchObject({ code: 'TICKET_SOLDE_OUT' });
    first.finish();
    second.finish();
    await Promise.all([first.done, b]);
  });

  it('lets a quotation lower what a hold counted (places sold elsewhere), never raise it', async () => {
    const door = createCheckoutDoor({ concurrent: 1 });
    const first = holding(door, 5);
    const second = door.run([line('x')], async () => 'served');
    door.seen(key('x'), 9);
    const third = door.run([line('x')], async () => 'served');
    expect(door.waiting).toBe(2);
    door.seen(key('x'), 1);
    await expect(third).rejects.toMatchObject({ code: 'TICKET_SOLDE_OUT' });
    first.finish();
    await first.done;
    await expect(second).resolves.toBe('served');
  });

  it('forgets the count of a checkout that failed after its holds, whose places went back on sale', async () => {
    const door = createCheckoutDoor({ concurrent: 1 });
    await expect(
      door.run([line('x')], async (placed) => {
        placed(new Map([[key('x'), 0]]));
        throw new Error('commit failed');
      }),
    ).rejects.toThrow('commit failed');
    await expect(door.run([line('x')], async () => 'served')).resolves.toBe('served');
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
