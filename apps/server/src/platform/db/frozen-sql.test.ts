import { asc, sql } from 'drizzle-orm';
import { PgDialect, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { frozenAround, frozenPer, frozenSql } from './frozen-sql.js';

const events = pgTable('events', {
  id: uuid('id').primaryKey(),
  hostId: uuid('host_id'),
  status: text('status'),
  startAt: timestamp('start_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }),
});

const written = (fragment: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(fragment);

describe('fragments of SQL written out once', () => {
  it('writes the same statement as the fragment it was frozen from, values around it numbered as before', () => {
    const live = sql`${events.status} = 'PUBLISHED' and ${events.startAt} > now()`;
    const statement = (piece: ReturnType<typeof sql>) => sql`select ${events.id} from ${events} where ${events.hostId} = ${'h'} and ${piece} limit ${20}`;
    expect(written(statement(frozenSql(live)))).toEqual(written(statement(live)));
    expect(written(statement(frozenSql(live))).params).toEqual(['h', 20]);
  });

  it('refuses a fragment that carries a value, whose place would be numbered once for good', () => {
    expect(() => frozenSql(sql`${events.hostId} = ${'h'}`)).toThrow(/values/);
  });

  it('freezes each key once and answers the same fragment for it afterwards', () => {
    let built = 0;
    const orderOf = frozenPer((column: typeof events.startAt | typeof events.createdAt) => {
      built += 1;
      return sql`order by ${asc(column)}, ${asc(events.id)}`;
    });
    expect(orderOf(events.startAt)).toBe(orderOf(events.startAt));
    expect(orderOf(events.createdAt)).not.toBe(orderOf(events.startAt));
    expect(built).toBe(2);
    expect(written(orderOf(events.startAt)).sql).toBe('order by "events"."start_at" asc, "events"."id" asc');
  });

  it('writes a statement around its values once per key, the same text and values as built each time', () => {
    let built = 0;
    const build = (status: string, v: { now: ReturnType<typeof sql>; take: ReturnType<typeof sql> }) => {
      built++;
      return sql`select ${events.id} from ${events} where ${events.status} = ${sql.raw(`'${status}'`)} and ${events.startAt} > ${v.now} limit ${v.take} offset ${v.take}`;
    };
    const frozen = frozenAround(['now', 'take'], build);
    const values = (now: string, take: number) => ({ now: sql`${now}::timestamptz`, take: sql`${take}` });
    for (const [now, take] of [
      ['2026-11-29T10:00:00.000Z', 20],
      ['2026-11-29T11:00:00.000Z', 40],
    ] as const) {
      expect(written(frozen('PUBLISHED', values(now, take)))).toEqual(written(build('PUBLISHED', values(now, take))));
    }
    expect(built).toBe(3);
    expect(written(frozen('DRAFT', values('2026-11-29T10:00:00.000Z', 5))).sql).toContain(`'DRAFT'`);
    expect(() => frozenAround([], () => sql`select ${1}`)(0, {})).toThrow(/marks/);
  });
});
