import {
  CalendarType,
  MeetingTool,
  type AddFramesBody,
  type CalendarBody,
  type CalendarBrowseQuery,
  type CalendarDto,
  type CalendarFrameDto,
  type CalendarFramesQuery,
  type CalendarListQuery,
  type Paged,
  type UpdateCalendarBody,
  type UserSummaryDto,
} from '@market/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../platform/db/database.js';
import { isDeadlock, isExclusionViolation, isForeignKeyViolation } from '../../../platform/db/constraints.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { cleanRichText, servedRichText } from '../../../platform/text/rich-text.js';
import type { TellFollowers } from '../../engagement/index.js';
import { capacityFor, frameRangeProblem, freePlaces, isTaken, planFrames } from './calendar-frames.js';
import type { CalendarsRepository, CalendarView, FrameRow } from './calendars.repository.js';

/** What calendars need of people: the public summaries of their hosts (answered by identity). */
export interface CalendarHosts {
  /** With `tx`, read on the caller's connection: inside a transaction, a second connection of a full pool may never come. */
  summariesOf(ids: readonly string[], tx?: DbOrTx): Promise<UserSummaryDto[]>;
}

type Owned = { hostId: string };
/** The calendar's host and admins may change it and see everything about it. */
const mayEdit = (row: Owned, actor: Actor | null) => !!actor && (actor.role === 'ADMIN' || actor.id === row.hostId);
/** The description is rich text: stored cleaned whatever it looks like (an emptied one stays empty). */
const withCleanDescription = <T extends { description?: string | null | undefined }>(body: T): T =>
  body.description ? { ...body, description: cleanRichText(body.description) || null } : body;
/** An inactive calendar, and its frames, exist only for its host and admins. */
const isShownTo = (calendar: Owned & { status: string }, viewer: Actor | null) => calendar.status === 'ACTIVE' || mayEdit(calendar, viewer);

function toCalendarDto(row: CalendarView, host: UserSummaryDto, canEdit: boolean): CalendarDto {
  return {
    id: row.id,
    title: row.title,
    description: servedRichText(row.description),
    type: CalendarType.schema.parse(row.type),
    price: row.price,
    durationMinutes: row.durationMinutes,
    capacityPerFrame: row.capacityPerFrame,
    requiresApproval: row.requiresApproval,
    meetingTool: row.meetingTool === null ? null : MeetingTool.schema.parse(row.meetingTool),
    // Bookers receive the meeting link with their booking, never from the public page.
    meetingUrl: canEdit ? row.meetingUrl : null,
    location: row.location,
    status: row.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    host,
    upcomingFreeFrames: row.upcomingFreeFrames,
    canEdit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toFrameDto(row: FrameRow, price: number): CalendarFrameDto {
  return {
    id: row.id,
    calendarId: row.calendarId,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    capacity: row.capacity,
    booked: row.booked,
    held: row.held,
    available: freePlaces(row),
    price,
  };
}

/**
 * Calendars: bookable time a host offers, and its frames. One host's frames never overlap across
 * their calendars; PostgreSQL's exclusion constraint decides, so racing additions cannot both win.
 */
export function createCalendarsService(deps: {
  db: Db;
  repo: CalendarsRepository;
  hosts: CalendarHosts;
  tellFollowers: TellFollowers;
  log?: { error: (obj: unknown, msg: string) => void };
}) {
  const { db, repo } = deps;

  async function dtos(rows: CalendarView[], viewer: Actor | null, tx?: DbOrTx): Promise<CalendarDto[]> {
    const summaries = await deps.hosts.summariesOf(
      rows.map((r) => r.hostId),
      tx,
    );
    const hosts = new Map(summaries.map((h) => [h.id, h]));
    return rows.map((r) => toCalendarDto(r, hosts.get(r.hostId)!, mayEdit(r, viewer)));
  }
  async function visible(row: CalendarView | undefined, viewer: Actor | null): Promise<CalendarDto> {
    if (!row || !isShownTo(row, viewer)) throw new AppError('CALENDAR_NOT_FOUND');
    return (await dtos([row], viewer))[0]!;
  }
  /** What an actor writes to: missing → not found; somebody else's → no privileges. */
  function editable<T extends Owned>(row: T | undefined, actor: Actor, missing: 'CALENDAR_NOT_FOUND' | 'CALENDAR_FRAME_NOT_FOUND'): T {
    if (!row) throw new AppError(missing);
    if (!mayEdit(row, actor)) throw new AppError('INSUFFICIENT_PRIVILEGES');
    return row;
  }
  /** Tells the host's followers of a new calendar, in the transaction that writes it. */
  async function announce(tx: DbOrTx, calendar: CalendarDto): Promise<void> {
    await deps.tellFollowers(tx, {
      hostId: calendar.host.id,
      type: 'FOLLOWING_HOST_NEW_CALENDAR',
      title: `${calendar.host.fullName} vừa mở lịch hẹn mới`,
      body: `Đặt lịch "${calendar.title}" với ${calendar.host.fullName}.`,
      link: `/calendars/${calendar.id}`,
      data: { calendarId: calendar.id, hostId: calendar.host.id },
    });
  }

  return {
    async create(actor: Actor, body: z.output<typeof CalendarBody>): Promise<CalendarDto> {
      return db.transaction(async (tx) => {
        const row = await repo.insert({ ...withCleanDescription(body), hostId: actor.id, capacityPerFrame: capacityFor(body.type, body.capacityPerFrame) }, tx);
        const [calendar] = await dtos([{ ...row, upcomingFreeFrames: 0 }], actor, tx);
        // Nobody follows the host yet: nothing to queue.
        if (row.status === 'ACTIVE' && calendar!.host.followerCount > 0) await announce(tx, calendar!);
        return calendar!;
      });
    },
    getById: async (id: string, viewer: Actor | null) => visible(await repo.findById(id), viewer),
    /** Everyone's (or one host's) active calendars, for browsing. */
    async browse(query: CalendarBrowseQuery, viewer: Actor | null): Promise<Paged<CalendarDto>> {
      const { rows, total } = await repo.list({ hostId: query.hostId, status: 'ACTIVE' }, query);
      return { data: await dtos(rows, viewer), meta: pageMeta(query, total) };
    },
    /** A host's calendars (the caller's own without `userId`): all of them for the host and admins, else the active ones. */
    async listByUser(actor: Actor, query: CalendarListQuery): Promise<Paged<CalendarDto>> {
      const hostId = query.userId ?? actor.id;
      const seesAll = actor.role === 'ADMIN' || actor.id === hostId;
      const { rows, total } = await repo.list({ hostId, status: seesAll ? (query.status ?? 'ALL') : 'ACTIVE' }, query);
      return { data: await dtos(rows, actor), meta: pageMeta(query, total) };
    },
    /** Existing frames keep their places and length: a change applies to frames added afterwards. */
    async update(actor: Actor, id: string, body: z.output<typeof UpdateCalendarBody>): Promise<CalendarDto> {
      await db.transaction(async (tx) => {
        const current = editable(await repo.lock(id, tx), actor, 'CALENDAR_NOT_FOUND');
        const capacityPerFrame = capacityFor(body.type ?? current.type, body.capacityPerFrame ?? current.capacityPerFrame);
        await repo.update(id, { ...withCleanDescription(body), capacityPerFrame }, tx);
      });
      return visible(await repo.findById(id), actor);
    },
    /** With its frames, unless somebody booked or holds one of them. */
    async delete(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        editable(await repo.lock(id, tx), actor, 'CALENDAR_NOT_FOUND');
        if ((await repo.lockFramesOf(id, tx)).some(isTaken)) throw new AppError('CALENDAR_FRAME_BOOKED');
        await repo.delete(id, tx);
      });
    },

    /** All the frames or none: one bad or overlapping frame refuses the whole request. */
    async addFrames(actor: Actor, calendarId: string, body: AddFramesBody): Promise<{ data: CalendarFrameDto[] }> {
      try {
        return await db.transaction(async (tx) => {
          const calendar = editable(await repo.findById(calendarId, tx), actor, 'CALENDAR_NOT_FOUND');
          const plan = planFrames(calendar, body.frames, new Date());
          if ('error' in plan) throw new AppError(plan.error);
          const rows = await repo.insertFrames(
            plan.frames.map((f) => ({ ...f, calendarId, hostId: calendar.hostId })),
            tx,
          );
          rows.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
          return { data: rows.map((r) => toFrameDto(r, calendar.price)) };
        });
      } catch (error) {
        // Another frame of this host (in any calendar) holds the time. Two requests that each wait on
        // the other's overlapping frames end in a deadlock, and the one PostgreSQL aborts overlaps too.
        if (isExclusionViolation(error) || isDeadlock(error)) throw new AppError('CALENDAR_FRAME_OVERLAP');
        if (isForeignKeyViolation(error)) throw new AppError('CALENDAR_NOT_FOUND');
        throw error;
      }
    },
    async deleteFrame(actor: Actor, id: string): Promise<void> {
      editable(await repo.findFrame(id), actor, 'CALENDAR_FRAME_NOT_FOUND');
      if (await repo.deleteFreeFrame(id)) return;
      throw new AppError((await repo.findFrame(id)) ? 'CALENDAR_FRAME_BOOKED' : 'CALENDAR_FRAME_NOT_FOUND');
    },
    /** A calendar's frames starting in [from, to), in time order. */
    async listFrames(query: CalendarFramesQuery, viewer: Actor | null): Promise<{ data: CalendarFrameDto[] }> {
      const from = new Date(query.from);
      const to = new Date(query.to);
      const problem = frameRangeProblem(from, to);
      if (problem) throw new AppError(problem);
      const calendar = await repo.findById(query.calendarId);
      if (!calendar || !isShownTo(calendar, viewer)) throw new AppError('CALENDAR_NOT_FOUND');
      const rows = await repo.framesInRange(calendar.id, { from, to, onlyAvailable: query.available });
      return { data: rows.map((r) => toFrameDto(r, calendar.price)) };
    },
    async getFrame(id: string, viewer: Actor | null): Promise<CalendarFrameDto> {
      const frame = await repo.findFrame(id);
      if (!frame || !isShownTo({ hostId: frame.hostId, status: frame.calendarStatus }, viewer)) throw new AppError('CALENDAR_FRAME_NOT_FOUND');
      return toFrameDto(frame, frame.price);
    },

    /** For an account's termination: the host's calendars stop being offered. */
    forgetHost: (hostId: string) => repo.deactivateOf(hostId),
  };
}
export type CalendarsService = ReturnType<typeof createCalendarsService>;
