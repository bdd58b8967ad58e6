import type { CreateEventBody, EventDetailDto, EventDraftBody, EventSessionInput, TicketTierDto, TicketTierInput, UpdateEventBody } from '@market/contract';
import { instantToLocal, instantToLocalDateTime, localDateTimeToInstant, localToInstant } from '../../../lib/vietnam-time';

/** The editor's values: what the inputs hold (texts, local dates), turned into contract bodies below. */

export type EventFormat = EventDetailDto['format'];
export type SessionType = EventDetailDto['sessionType'];
export type DurationType = NonNullable<EventDetailDto['durationType']>;
export type TierStatus = TicketTierDto['status'];

export interface SessionValues {
  /** Kept from the server so an edit keeps the session (and its tickets) instead of replacing it. */
  id?: string;
  title: string;
  date: string;
  startTime: string;
  /** Blank = the same day as `date`. */
  endDate: string;
  endTime: string;
  /** Blank = no limit of its own. */
  capacity: string;
}

export interface TierValues {
  id?: string;
  name: string;
  description: string;
  free: boolean;
  /** Digits only (VND); ignored when `free`. */
  price: string;
  capacity: string;
  /** datetime-local values in Vietnam time; blank = no limit. */
  saleStartAt: string;
  saleEndAt: string;
  status: TierStatus;
  maxPerOrder: string;
  /** Member-only: the membership plans whose members alone may buy it (empty: anyone). */
  memberPlanIds: string[];
  /** Shown only (tickets already sold). */
  sold: number;
}

export interface CoHostChip {
  id: string;
  fullName: string;
  username: string;
  avatar: string | null;
}

export interface EventFormValues {
  title: string;
  slug: string;
  summary: string;
  description: string;
  eventCategoryIds: string[];
  format: EventFormat;
  /** '' = not chosen. */
  meetingTool: '' | NonNullable<EventDetailDto['meetingTool']>;
  meetingUrl: string;
  venueName: string;
  address: string;
  city: string;
  sessionType: SessionType;
  sessions: SessionValues[];
  ticketTiers: TierValues[];
  coverImage: string;
  coHosts: CoHostChip[];
}

/** The editor's steps, in order, and the fields each one holds (to show the step an error is on). */
export const EVENT_STEPS = ['info', 'schedule', 'tickets', 'cover', 'coHosts'] as const;
export type EventStep = (typeof EVENT_STEPS)[number];
const STEP_FIELDS: Record<EventStep, readonly string[]> = {
  info: ['title', 'slug', 'summary', 'description', 'eventCategoryIds', 'format', 'meetingTool', 'meetingUrl', 'venueName', 'address', 'city'],
  schedule: ['sessionType', 'sessions', 'durationType'],
  tickets: ['ticketTiers'],
  cover: ['coverImage'],
  coHosts: ['coHosts', 'coHostIds'],
};
export const EVENT_FORM_FIELDS = Object.values(STEP_FIELDS).flat() as (keyof EventFormValues)[];

/** The index of the step holding `field` (a form or body name, possibly nested like 'sessions.0.startAt'). */
export function stepOfField(field: string): number {
  const top = field.replace(/^body\./, '').split('.')[0] ?? '';
  const index = EVENT_STEPS.findIndex((step) => STEP_FIELDS[step].includes(top));
  return index === -1 ? 0 : index;
}

export const emptySession = (): SessionValues => ({ title: '', date: '', startTime: '', endDate: '', endTime: '', capacity: '' });
export const emptyTier = (): TierValues => ({
  name: '',
  description: '',
  free: false,
  price: '',
  capacity: '',
  saleStartAt: '',
  saleEndAt: '',
  status: 'ACTIVE',
  maxPerOrder: '10',
  memberPlanIds: [],
  sold: 0,
});

/** Rows left completely blank are not sent; these are the form indexes of the rows that are. */
export function sentRowIndexes(values: EventFormValues, list: 'sessions' | 'ticketTiers'): number[] {
  const kept = list === 'sessions' ? values.sessions.map((s) => !isBlankSession(s)) : values.ticketTiers.map((t) => !isBlankTier(t));
  return kept.flatMap((keep, index) => (keep ? [index] : []));
}

const isBlankSession = (s: SessionValues) => [s.title, s.date, s.startTime, s.endDate, s.endTime, s.capacity].every((v) => v.trim() === '');
const isBlankTier = (t: TierValues) => !t.free && [t.name, t.description, t.price, t.capacity, t.saleStartAt, t.saleEndAt].every((v) => v.trim() === '');

function sessionValues(session: EventDetailDto['sessions'][number]): SessionValues {
  const start = instantToLocal(session.startAt);
  const end = instantToLocal(session.endAt);
  return {
    id: session.id,
    title: session.title ?? '',
    date: start?.date ?? '',
    startTime: start?.time ?? '',
    endDate: end && end.date !== start?.date ? end.date : '',
    endTime: end?.time ?? '',
    capacity: session.capacity == null ? '' : String(session.capacity),
  };
}

function tierValues(tier: TicketTierDto): TierValues {
  return {
    id: tier.id,
    name: tier.name,
    description: tier.description ?? '',
    free: tier.price === 0,
    price: String(tier.price),
    capacity: String(tier.capacity),
    saleStartAt: instantToLocalDateTime(tier.saleStartAt),
    saleEndAt: instantToLocalDateTime(tier.saleEndAt),
    status: tier.status,
    maxPerOrder: String(tier.maxPerOrder),
    memberPlanIds: tier.memberPlans?.map((plan) => plan.id) ?? [],
    sold: tier.sold,
  };
}

/** The editor's starting values: a blank event, or what the server has for one being edited. */
export function eventFormDefaults(event: EventDetailDto | null): EventFormValues {
  return {
    title: event?.title ?? '',
    slug: event?.slug ?? '',
    summary: event?.summary ?? '',
    description: event?.description ?? '',
    eventCategoryIds: event?.eventCategories.map((c) => c.id) ?? [],
    format: event?.format ?? 'ONLINE',
    meetingTool: event?.meetingTool ?? '',
    meetingUrl: event?.meetingUrl ?? '',
    venueName: event?.venueName ?? '',
    address: event?.address ?? '',
    city: event?.city ?? '',
    sessionType: event?.sessionType ?? 'SINGLE',
    sessions: event?.sessions.length ? [...event.sessions].sort((a, b) => a.position - b.position).map(sessionValues) : [emptySession()],
    ticketTiers: event?.ticketTiers.length ? [...event.ticketTiers].sort((a, b) => a.position - b.position).map(tierValues) : [emptyTier()],
    coverImage: event?.coverImage ?? '',
    coHosts: event?.coHosts.map(({ id, fullName, username, avatar }) => ({ id, fullName, username, avatar })) ?? [],
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** A required number box: blank → NaN, which the contract refuses ("please fill this in"). */
const requiredInt = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const optionalInt = (value: string) => (value.trim() === '' ? null : Number(value));

/** A session row → the contract's session; an unreadable date or time stays '' so the contract refuses it. */
export function toSessionInput(session: SessionValues): EventSessionInput {
  return {
    ...(session.id ? { id: session.id } : {}),
    title: orNull(session.title),
    startAt: localToInstant(session.date, session.startTime) ?? '',
    endAt: localToInstant(session.endDate.trim() || session.date, session.endTime) ?? '',
    capacity: optionalInt(session.capacity),
  };
}

export function toTierInput(tier: TierValues): TicketTierInput {
  return {
    ...(tier.id ? { id: tier.id } : {}),
    name: tier.name.trim(),
    description: orNull(tier.description),
    price: tier.free ? 0 : requiredInt(tier.price),
    capacity: requiredInt(tier.capacity),
    saleStartAt: tier.saleStartAt ? (localDateTimeToInstant(tier.saleStartAt) ?? '') : null,
    saleEndAt: tier.saleEndAt ? (localDateTimeToInstant(tier.saleEndAt) ?? '') : null,
    status: tier.status,
    maxPerOrder: requiredInt(tier.maxPerOrder),
    memberPlanIds: tier.memberPlanIds,
  };
}

/** DURATION_IN_DAY when every session starts and ends on the same Vietnam day; none without sessions. */
export function durationTypeOf(sessions: readonly Pick<EventSessionInput, 'startAt' | 'endAt'>[]): DurationType | undefined {
  if (sessions.length === 0) return undefined;
  const sameDay = sessions.every((s) => {
    const start = instantToLocal(s.startAt);
    const end = instantToLocal(s.endAt);
    return Boolean(start && end && start.date === end.date);
  });
  return sameDay ? 'DURATION_IN_DAY' : 'DURATION_OVER_DAY';
}

/** The whole event as the contract's create body; rows left completely blank are not sent. */
export function toCreateBody(values: EventFormValues): CreateEventBody {
  const online = values.format === 'ONLINE';
  const sessions = values.sessions.filter((s) => !isBlankSession(s)).map(toSessionInput);
  const slug = values.slug.trim().toLowerCase();
  return {
    title: values.title.trim(),
    ...(slug ? { slug } : {}),
    summary: orNull(values.summary),
    description: orNull(values.description),
    coverImage: orNull(values.coverImage),
    format: values.format,
    // The other format's place is cleared, so an event that moved online keeps no stale address.
    meetingTool: online && values.meetingTool ? values.meetingTool : null,
    meetingUrl: online ? orNull(values.meetingUrl) : null,
    venueName: online ? null : orNull(values.venueName),
    address: online ? null : orNull(values.address),
    city: online ? null : orNull(values.city),
    sessionType: values.sessionType,
    durationType: durationTypeOf(sessions),
    sessions,
    ticketTiers: values.ticketTiers.filter((t) => !isBlankTier(t)).map(toTierInput),
    eventCategoryIds: values.eventCategoryIds,
    coHostIds: values.coHosts.map((host) => host.id),
  };
}

/** A draft (or an edit, PATCH): the same fields; lists are always sent, since they replace the saved ones. */
export function toDraftBody(values: EventFormValues): EventDraftBody & UpdateEventBody {
  return toCreateBody(values);
}

/** True when a session row's end is not after its start (both readable). */
export function sessionEndsTooEarly(session: SessionValues): boolean {
  const { startAt, endAt } = toSessionInput(session);
  return Boolean(startAt && endAt && Date.parse(endAt) <= Date.parse(startAt));
}

/**
 * Whole-call error codes shown under one field. Some depend on the values: a missing place is the
 * meeting tool online and the address offline; an incomplete event lacks sessions or tiers.
 */
export function serverCodeFields(values: EventFormValues): Partial<Record<string, keyof EventFormValues>> {
  const hasSessions = values.sessions.some((s) => !isBlankSession(s));
  return {
    INVALID_EVENT_TITLE: 'title',
    SLUG_ALREADY_EXISTS: 'slug',
    INVALID_SLUG: 'slug',
    EVENT_CATEGORY_NOT_FOUND: 'eventCategoryIds',
    EVENT_LOCATION_REQUIRED: values.format === 'ONLINE' ? 'meetingTool' : 'address',
    EVENT_SESSION_COUNT_INVALID: 'sessions',
    EVENT_INCOMPLETE: hasSessions ? 'ticketTiers' : 'sessions',
    INVALID_DATE_RANGE: values.sessions.some(sessionEndsTooEarly) ? 'sessions' : 'ticketTiers',
    TICKET_TIER_HAS_SALES: 'ticketTiers',
    // A member-only tier's plans: one no longer on sale, or the last product a plan would lose.
    MEMBERSHIP_NOT_FOUND: 'ticketTiers',
    MEMBERSHIP_NO_PRODUCTS: 'ticketTiers',
  };
}
