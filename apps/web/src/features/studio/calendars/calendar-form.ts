import type { CalendarBody, CalendarDto } from '@market/contract';

export type CalendarType = CalendarDto['type'];
export type CalendarStatus = CalendarDto['status'];
export type PlaceMode = 'ONLINE' | 'OFFLINE';

/** The calendar dialog's values (texts as typed; the price as digits). */
export interface CalendarFormValues {
  title: string;
  description: string;
  type: CalendarType;
  price: string;
  durationMinutes: string;
  capacityPerFrame: string;
  requiresApproval: boolean;
  /** Online (a meeting tool and link) or in person (a place); only the chosen side is kept. */
  place: PlaceMode;
  meetingTool: '' | NonNullable<CalendarDto['meetingTool']>;
  meetingUrl: string;
  location: string;
  status: CalendarStatus;
}

export function calendarFormDefaults(calendar?: CalendarDto): CalendarFormValues {
  return {
    title: calendar?.title ?? '',
    description: calendar?.description ?? '',
    type: calendar?.type ?? 'ONE_TO_ONE',
    price: calendar ? String(calendar.price) : '0',
    durationMinutes: calendar ? String(calendar.durationMinutes) : '60',
    capacityPerFrame: calendar ? String(calendar.capacityPerFrame) : '1',
    requiresApproval: calendar?.requiresApproval ?? false,
    place: calendar && !calendar.meetingTool && !calendar.meetingUrl && calendar.location ? 'OFFLINE' : 'ONLINE',
    meetingTool: calendar?.meetingTool ?? '',
    meetingUrl: calendar?.meetingUrl ?? '',
    location: calendar?.location ?? '',
    status: calendar?.status ?? 'ACTIVE',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** A required number box: blank → NaN, which the contract refuses. */
const int = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The dialog's values → the contract's body (create, and edit: every field is sent). 1:1 means one person per frame. */
export function toCalendarBody(values: CalendarFormValues): CalendarBody {
  const online = values.place === 'ONLINE';
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    type: values.type,
    price: int(values.price),
    durationMinutes: int(values.durationMinutes),
    capacityPerFrame: values.type === 'ONE_TO_ONE' ? 1 : int(values.capacityPerFrame),
    requiresApproval: values.requiresApproval,
    meetingTool: online && values.meetingTool ? values.meetingTool : null,
    meetingUrl: online ? orNull(values.meetingUrl) : null,
    location: online ? null : orNull(values.location),
    status: values.status,
  };
}
