import {
  EventDraftBody as EventDraftBodySchema,
  slugify,
  type EventDetailDto,
  type EventDraftBody,
  type EventSessionInput,
  type SlugSuggestionDto,
  type TicketTierInput,
  type UpdateEventBody,
} from '@market/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { insertWithSlug, updatingSlug } from '../../../platform/db/constraints.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { deriveEventFields, submissionProblem, tierChangeProblem, timesProblem } from './event-rules.js';
import { isEditableByHost, mustStayComplete, type EventStatus } from './event-status.js';
import { isOwnerOrAdmin, mayEdit, movedStatus, type EventRow, type SessionRow, type TierRow } from './event.js';
import type { KeptTotals } from '../../../platform/db/kept-totals.js';
import { cleanRichText } from '../../../platform/text/rich-text.js';
import type { ContentFlagger } from '../moderation/index.js';
import type { EventReadsService } from './event-reads.service.js';
import type { EventsRepository, EventValues, SessionValues, TierValues } from './events.repository.js';

type DraftInput = z.output<typeof EventDraftBody>;
type UpdateInput = z.output<typeof UpdateEventBody>;
type Parts = Pick<UpdateInput, 'sessions' | 'ticketTiers' | 'eventCategoryIds' | 'coHostIds'>;
interface Saved {
  event: EventRow;
  sessions: SessionRow[];
  tiers: TierRow[];
}

/** What events need to know of hosts, answered by the people module. */
export interface EventHosts {
  /** Throws USER_NOT_HOST unless every id is a live host. */
  requireHosts(ids: string[]): Promise<void>;
}

/** The event's own columns a body may set (slug, lists and status are handled apart). */
const COLUMNS = [
  'title',
  'summary',
  'description',
  'coverImage',
  'format',
  'meetingTool',
  'meetingUrl',
  'venueName',
  'address',
  'city',
  'sessionType',
  'durationType',
] as const;
function columnsOf(input: Partial<Record<(typeof COLUMNS)[number], string | null | undefined>>): EventValues {
  const values: Record<string, string | null> = {};
  for (const key of COLUMNS) {
    const value = input[key];
    // An emptied text field is "not given", not an empty string.
    if (value !== undefined) values[key] = value === '' ? null : value;
  }
  // The description is rich text, sanitised whatever it looks like: `<svg/onload=…>` reads as plain text to the web, not to a browser.
  if (values.description) values.description = cleanRichText(values.description) || null;
  return values;
}

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
/** Sessions in time order: their position and slug number follow it. */
const sessionValues = (inputs: readonly z.output<typeof EventSessionInput>[]): SessionValues[] =>
  inputs
    .map((s) => ({ id: s.id, title: s.title || null, startAt: new Date(s.startAt), endAt: new Date(s.endAt), capacity: s.capacity ?? null }))
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
const tierValues = (inputs: readonly z.output<typeof TicketTierInput>[]): TierValues[] =>
  inputs.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description || null,
    price: t.price,
    capacity: t.capacity,
    saleStartAt: date(t.saleStartAt),
    saleEndAt: date(t.saleEndAt),
    status: t.status,
    maxPerOrder: t.maxPerOrder,
  }));
/** "Hội thảo (bản sao)", within the title's 200 characters. */
const copyTitle = (title: string) => `${title.slice(0, 200 - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
const COPY_SUFFIX = ' (bản sao)';
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));
/** The sessions' times (and which session has which), to tell whether a save moved the event. */
const timesOf = (sessions: readonly SessionRow[]) => sessions.map((s) => `${s.id}@${s.startAt.toISOString()}-${s.endAt.toISOString()}`).join(',');
/** A title of punctuation alone still gets a readable slug. */
const slugSource = (title: string) => (slugify(title) ? title : 'su kien');

/**
 * A host's events: create (and submit), drafts, edits, deletion. One save of an event with its
 * sessions, tiers, categories and co-hosts is one transaction, and its derived columns are
 * recomputed from what was saved. Answers are the event as its maker sees it.
 */
export function createEventsService(deps: {
  db: Db;
  repo: EventsRepository;
  hosts: EventHosts;
  reads: Pick<EventReadsService, 'detailById'>;
  /** Told after each committed write, so the public list's kept totals are counted again. */
  totals: Pick<KeptTotals, 'changed'>;
  /** Moderation's flagging of what is submitted (keywords); never fails the submission. */
  flagger?: ContentFlagger;
  /** Tells, in the write's transaction, that the event's times changed (reminders move with them). */
  rescheduled?: (tx: DbOrTx, eventId: string) => Promise<unknown>;
  /** Makes a tier member-only for these membership plans (the memberships context's `memberTiers`). */
  setMemberPlans?: (tx: DbOrTx, tierId: string, planIds: readonly string[]) => Promise<void>;
}) {
  const { db, repo, hosts, reads, totals } = deps;

  /** A submitted event joins the moderation queue with the keywords found in it. */
  async function flagged(event: EventDetailDto): Promise<EventDetailDto> {
    await deps.flagger?.flag('EVENT', event.id, event.host.id, {
      title: event.title,
      slug: event.slug,
      status: event.status,
      fields: [
        { field: 'title', text: event.title },
        { field: 'summary', text: event.summary },
        { field: 'description', text: event.description, html: true },
      ],
      review: 'REQUIRED',
    });
    return event;
  }

  /** Checked before any write: the database would refuse the same with a less helpful error. */
  function requireTimes(input: Parts) {
    const problem = timesProblem(sessionValues(input.sessions ?? []), tierValues(input.ticketTiers ?? []));
    if (problem) throw new AppError(problem);
  }

  /** Co-hosts are other hosts; naming the owner changes nothing. */
  async function coHostsFor(ownerId: string, ids: string[] | undefined): Promise<string[] | undefined> {
    if (!ids) return undefined;
    const unique = [...new Set(ids)].filter((id) => id !== ownerId);
    await hosts.requireHosts(unique);
    return unique;
  }

  /** Writes the lists the input gives (the others stay) and refreshes the derived columns. */
  async function saveParts(tx: DbOrTx, event: EventRow, input: Parts, slugChanged: boolean): Promise<Saved> {
    let sessions = await repo.sessionsOf(event.id, tx);
    const timesBefore = timesOf(sessions);
    if (input.sessions || slugChanged) {
      const wanted = input.sessions
        ? sessionValues(input.sessions)
        : sessions.map(({ id, title, startAt, endAt, capacity }) => ({ id, title, startAt, endAt, capacity }));
      const known = new Set(sessions.map((s) => s.id));
      if (wanted.some((s) => s.id && !known.has(s.id))) throw new AppError('EVENT_SESSION_NOT_FOUND');
      sessions = await repo.saveSessions(event.id, event.slug, wanted, tx);
    }
    let tiers: TierRow[];
    if (input.ticketTiers) {
      const wanted = tierValues(input.ticketTiers);
      const problem = tierChangeProblem(await repo.lockTiers(event.id, tx), wanted);
      if (problem) throw new AppError(problem);
      tiers = await repo.saveTiers(event.id, wanted, tx);
      // Tiers come back in the order given (their position): each input names its tier's plans.
      for (const [i, tier] of input.ticketTiers.entries()) if (tier.memberPlanIds && tiers[i]) await deps.setMemberPlans?.(tx, tiers[i].id, tier.memberPlanIds);
    } else {
      tiers = await repo.tiersOf(event.id, tx);
    }
    if (input.eventCategoryIds) {
      const ids = [...new Set(input.eventCategoryIds)];
      if ((await repo.findExistingCategoryIds(ids, tx)).size !== ids.length) throw new AppError('EVENT_CATEGORY_NOT_FOUND');
      await repo.replaceCategories(event.id, ids, tx);
    }
    if (input.coHostIds) await repo.replaceCoHosts(event.id, input.coHostIds, tx);
    if (timesOf(sessions) !== timesBefore) await deps.rescheduled?.(tx, event.id);
    return { event: await repo.update(event.id, deriveEventFields(sessions, tiers), tx), sessions, tiers };
  }

  function requireComplete({ event, sessions, tiers }: Saved) {
    const problem = submissionProblem({ ...event, sessions, tiers });
    if (problem) throw new AppError(problem);
  }

  async function move(tx: DbOrTx, saved: Saved, action: 'SUBMIT' | 'ARCHIVE', actor: Actor): Promise<void> {
    const to = movedStatus(saved.event.status, action);
    if (action === 'SUBMIT') requireComplete(saved);
    const values: EventValues = action === 'SUBMIT' ? { submittedAt: new Date(), rejectReason: null } : {};
    await repo.changeStatus(saved.event.id, { action, fromStatus: saved.event.status, toStatus: to, actorId: actor.id }, values, tx);
  }

  async function create(actor: Actor, input: DraftInput, submit: boolean): Promise<EventDetailDto> {
    requireTimes(input);
    const coHostIds = await coHostsFor(actor.id, input.coHostIds);
    const id = await db.transaction(async (tx) => {
      const event = await insertWithSlug({ slug: input.slug, name: slugSource(input.title) }, (slug) =>
        // A draft still has a format and a session type (the form's defaults), so cards always show one.
        repo.insert(
          {
            ...columnsOf(input),
            title: input.title,
            format: input.format ?? 'ONLINE',
            sessionType: input.sessionType ?? 'SINGLE',
            hostId: actor.id,
            slug,
            status: 'DRAFT',
          },
          tx,
        ),
      );
      await repo.recordStatus(event.id, { action: 'CREATE', fromStatus: null, toStatus: 'DRAFT', actorId: actor.id }, tx);
      const saved = await saveParts(tx, event, { ...input, coHostIds }, false);
      if (submit) await move(tx, saved, 'SUBMIT', actor);
      return event.id;
    });
    totals.changed();
    const event = await reads.detailById(id, actor);
    return submit ? flagged(event) : event;
  }

  async function update(actor: Actor, id: string, input: UpdateInput): Promise<EventDetailDto> {
    const { action, slug, coHostIds: wantedCoHosts, ...rest } = input;
    requireTimes(rest);
    const found = await repo.findById(id);
    if (!found) throw new AppError('EVENT_NOT_FOUND');
    const coHostIds = await coHostsFor(found.hostId, wantedCoHosts);
    await db.transaction(async (tx) => {
      const event = await repo.lock(id, tx);
      if (!event) throw new AppError('EVENT_NOT_FOUND');
      const currentCoHosts = await repo.listCoHostIds(id, tx);
      if (!mayEdit(actor, event, currentCoHosts)) throw new AppError('INSUFFICIENT_PRIVILEGES');
      if (actor.role !== 'ADMIN' && !isEditableByHost(event.status as EventStatus)) throw new AppError('EVENT_NOT_EDITABLE');
      // A co-host edits the event, not the team behind it.
      if (coHostIds && !isOwnerOrAdmin(actor, event) && !sameSet(coHostIds, currentCoHosts)) throw new AppError('INSUFFICIENT_PRIVILEGES');
      const slugChanged = slug !== undefined && slug !== event.slug;
      const values = { ...columnsOf(rest), ...(slugChanged ? { slug } : {}) };
      const edited = Object.keys(values).length ? await updatingSlug(() => repo.update(id, values, tx)) : event;
      const saved = await saveParts(tx, edited, { ...rest, coHostIds }, slugChanged);
      if (action) await move(tx, saved, action, actor);
      else if (mustStayComplete(saved.event.status as EventStatus)) requireComplete(saved);
    });
    totals.changed();
    const event = await reads.detailById(id, actor);
    return action === 'SUBMIT' ? flagged(event) : event;
  }

  return {
    /** Create (v1 and v2): saved and submitted for review in one go. */
    createAndSubmit: (actor: Actor, input: DraftInput) => create(actor, input, true),
    createDraft: (actor: Actor, input: DraftInput) => create(actor, input, false),
    /** Edit what is given; `action` then moves the status (SUBMIT, ARCHIVE). Owner, co-hosts and admins. */
    update,

    /**
     * "Nhân bản sự kiện": a new draft of the owner's made from one of their events (its texts, place,
     * sessions, tiers with nothing sold, categories and co-hosts), to be dated and submitted anew.
     */
    async duplicate(actor: Actor, id: string): Promise<EventDetailDto> {
      const source = await repo.findById(id);
      if (!source) throw new AppError('EVENT_NOT_FOUND');
      // The copy is the caller's own event: only the owner copies it (a co-host or an admin would take it over).
      if (source.hostId !== actor.id) throw new AppError('INSUFFICIENT_PRIVILEGES');
      const [sessions, tiers, categories, coHostIds] = await Promise.all([
        repo.sessionsOf(id),
        repo.tiersOf(id),
        repo.listCategoriesOf([id]),
        repo.listCoHostIds(id),
      ]);
      const copy = EventDraftBodySchema.safeParse({
        ...Object.fromEntries(COLUMNS.map((key) => [key, source[key] ?? undefined])),
        title: copyTitle(source.title),
        sessions: sessions.map((s) => ({ title: s.title ?? undefined, startAt: s.startAt.toISOString(), endAt: s.endAt.toISOString(), capacity: s.capacity })),
        ticketTiers: tiers.map((t) => ({
          name: t.name,
          description: t.description ?? undefined,
          price: t.price,
          capacity: t.capacity,
          saleStartAt: t.saleStartAt?.toISOString() ?? null,
          saleEndAt: t.saleEndAt?.toISOString() ?? null,
          status: t.status,
          maxPerOrder: t.maxPerOrder,
        })),
        eventCategoryIds: categories.map((c) => c.id),
        coHostIds,
      });
      // An event saved under older rules may no longer read as a draft; its copy starts from the title alone.
      return create(actor, copy.success ? copy.data : { title: copyTitle(source.title) }, false);
    },

    /** Only while nobody bought or holds a ticket; the owner or an admin. */
    async delete(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const event = await repo.lock(id, tx);
        if (!event) throw new AppError('EVENT_NOT_FOUND');
        if (!isOwnerOrAdmin(actor, event)) throw new AppError('INSUFFICIENT_PRIVILEGES');
        const tiers = await repo.lockTiers(id, tx);
        if (tiers.some((t) => t.sold + t.held > 0)) throw new AppError('EVENT_HAS_SALES');
        await repo.delete(id, tx);
      });
      totals.changed();
      await deps.flagger?.withdrawn('EVENT', id);
    },

    /**
     * The host's account ended: their live and unfinished events are archived (recorded as WITHDRAW in
     * each history), and they no longer co-host anyone's events.
     */
    async forgetHost(hostId: string): Promise<void> {
      await db.transaction(async (tx) => {
        for (const event of await repo.lockActiveOf(hostId, tx)) {
          const change = { action: 'WITHDRAW', fromStatus: event.status, toStatus: movedStatus(event.status, 'WITHDRAW'), reason: null, actorId: null };
          await repo.changeStatus(event.id, change, {}, tx);
        }
        await repo.removeCoHostEverywhere(hostId, tx);
      });
      totals.changed();
    },

    /**
     * A free slug for a title: the title's own slug when free, else the first free `-2`, `-3`...
     * `available` says whether the title's own slug was free.
     */
    async suggestSlug(title: string): Promise<SlugSuggestionDto> {
      // Room for a "-20" suffix inside the 80 characters a typed slug may have.
      const base = slugify(slugSource(title), 76);
      const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`)];
      const taken = await repo.findTakenSlugs(candidates);
      const free = candidates.find((c) => !taken.has(c)) ?? `${base}-${Math.random().toString(36).slice(2, 6)}`;
      return { slug: free, available: !taken.has(base) };
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
