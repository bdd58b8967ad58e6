import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { DbOrTx } from '../db/database.js';
import { defineTask, type Scheduler, type TaskContext, type TaskDefinition } from './scheduler.js';

/** A fact another context may act on: a name (`order.paid`) and its payload's schema, declared once. */
export interface DomainEvent<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
}

export function defineEvent<S extends z.ZodType>(name: string, payload: S): DomainEvent<S> {
  return { name, payload };
}

/** What a subscriber is handed besides the payload: the event's id (its idempotency key) and when it happened. */
export interface Delivery extends TaskContext {
  eventId: string;
  occurredAt: Date;
}

type Projector = (payload: unknown, tx: DbOrTx) => Promise<void>;

/**
 * Domain events published inside the writer's transaction. Projectors run in that transaction (a
 * read model kept current with the write, or the write fails). Each subscriber's delivery is a task
 * written in that transaction too (the outbox): it exists only if the write committed, and is run
 * at least once, after commit, by a worker of any process; within the worker's transaction a
 * subscriber's writes are made exactly once (`Delivery.tx`). Nothing is published outside a
 * transaction: a fact that did not commit is never told.
 */
export function createDomainEvents(scheduler: Scheduler) {
  /** Each event's subscribers, as the tasks that deliver it to them. */
  const subscribers = new Map<string, TaskDefinition[]>();
  const projectors = new Map<string, Projector[]>();

  return {
    /**
     * `name` is stored with each delivery, so it stays the same across releases; one name per event.
     * The handler may run more than once for one event when its worker dies mid-way: writes through
     * `delivery.tx` are undone then, anything else must be idempotent (key it by `delivery.eventId`).
     */
    subscribe<S extends z.ZodType>(event: DomainEvent<S>, name: string, handle: (payload: z.infer<S>, delivery: Delivery) => Promise<void>): void {
      const list = subscribers.get(event.name) ?? [];
      const kind = `event:${event.name}:${name}`;
      if (list.some((task) => task.name === kind)) throw new Error(`domain events: ${name} already subscribes to ${event.name}`);
      const task = scheduler.define(
        defineTask({
          name: kind,
          payload: z.object({ eventId: z.string(), occurredAt: z.coerce.date(), payload: z.unknown() }),
          handle: (message, context) =>
            handle(event.payload.parse(message.payload) as z.infer<S>, { ...context, eventId: message.eventId, occurredAt: message.occurredAt }),
        }),
      );
      subscribers.set(event.name, [...list, task]);
    },

    /** Runs in the publisher's transaction: a failing projector fails the write. */
    project<S extends z.ZodType>(event: DomainEvent<S>, handle: (payload: z.infer<S>, tx: DbOrTx) => Promise<void>): void {
      projectors.set(event.name, [...(projectors.get(event.name) ?? []), handle as Projector]);
    },

    /** `publish` of many events of one kind (a batch of orders paid): their deliveries written in one statement. */
    async publishMany<S extends z.ZodType>(tx: DbOrTx, event: DomainEvent<S>, payloads: readonly z.input<S>[]): Promise<void> {
      const occurredAt = scheduler.now();
      const deliveries = [];
      for (const payload of payloads) {
        const parsed = event.payload.parse(payload) as unknown;
        for (const project of projectors.get(event.name) ?? []) await project(parsed, tx);
        const eventId = randomUUID();
        for (const task of subscribers.get(event.name) ?? [])
          deliveries.push({ definition: task, key: eventId, at: occurredAt, payload: { eventId, occurredAt: occurredAt.toISOString(), payload: parsed } });
      }
      await scheduler.scheduleNew(deliveries, tx);
    },

    /** Inside the writer's transaction: projectors run now, subscribers after commit. Answers the event's id. */
    async publish<S extends z.ZodType>(tx: DbOrTx, event: DomainEvent<S>, payload: z.input<S>): Promise<string> {
      const parsed = event.payload.parse(payload) as unknown;
      for (const project of projectors.get(event.name) ?? []) await project(parsed, tx);
      const eventId = randomUUID();
      const occurredAt = scheduler.now();
      const deliveries = (subscribers.get(event.name) ?? []).map((task) => ({
        definition: task,
        key: eventId,
        at: occurredAt,
        payload: { eventId, occurredAt: occurredAt.toISOString(), payload: parsed },
      }));
      await scheduler.scheduleNew(deliveries, tx);
      return eventId;
    },
  };
}
export type DomainEvents = ReturnType<typeof createDomainEvents>;
