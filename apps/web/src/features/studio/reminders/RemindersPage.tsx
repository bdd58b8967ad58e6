import type { ReminderBoardDto, ReminderDto } from '@market/contract';
import { BellRing, History, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card, CardBody, CardHeader } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cm } from '../../../lib/console-messages';
import { formatDateTime } from '../../../lib/time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStudioCalendar } from '../calendars/api';
import { useStudioEvent } from '../events/api';
import { remindersApi, useReminderBoard, useReminderMutation, type ReminderSubject } from './api';
import { ReminderForm } from './ReminderForm';

const t = cm.reminders;
const stateTone: Record<string, BadgeTone> = { PENDING: 'neutral', RUNNING: 'brand', COMPLETED: 'success', FAILED: 'danger' };

/** `/studio/events/:id/reminders`: an event's reminders and their runs. */
export function EventRemindersPage() {
  const { id = '' } = useParams();
  const event = useStudioEvent(id);
  return <RemindersPage subject={{ type: 'EVENT', id }} title={event.data?.title} />;
}

/** `/studio/calendars/:id/reminders`: a calendar's reminders and their runs. */
export function CalendarRemindersPage() {
  const { id = '' } = useParams();
  const calendar = useStudioCalendar(id);
  return <RemindersPage subject={{ type: 'CALENDAR', id }} title={calendar.data?.title} />;
}

function RemindersPage({ subject, title }: { subject: ReminderSubject; title: string | undefined }) {
  const calendar = subject.type === 'CALENDAR';
  usePageTitle(title ? `${t.title} · ${title}` : t.title);
  const board = useReminderBoard(subject);
  const add = useReminderMutation(subject, (body: Parameters<typeof remindersApi.change>[1]) => remindersApi.add(subject, body), t.added);
  const reminders = board.data?.reminders ?? [];

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={calendar ? '/studio/calendars' : '/studio/events'} className="text-brand-700 hover:underline">
          {calendar ? t.backToCalendars : t.backToEvents}
        </Link>
      </p>
      <PageHeader title={t.title} description={title ? (calendar ? t.calendarLead(title) : t.eventLead(title)) : undefined} />
      <Card className="mb-6">
        <CardHeader title={t.listTitle} description={t.defaultsHint} />
        <QueryStates query={board} empty={reminders.length === 0} emptyState={<EmptyState icon={<BellRing />} title={t.emptyTitle} body={t.emptyBody} />}>
          <ul className="divide-y divide-line" aria-label={t.listTitle}>
            {reminders.map((reminder) => (
              <ReminderItem key={reminder.id} subject={subject} reminder={reminder} />
            ))}
          </ul>
        </QueryStates>
        <CardBody className="border-t border-line">
          <h3 className="mb-3 text-sm font-semibold text-ink">{t.addTitle}</h3>
          <ReminderForm calendar={calendar} submitLabel={t.add} pending={add.isPending} onSubmit={(body) => add.mutateAsync(body)} />
        </CardBody>
      </Card>
      <Runs board={board.data} calendar={calendar} query={board} />
    </>
  );
}

function ReminderItem({ subject, reminder }: { subject: ReminderSubject; reminder: ReminderDto }) {
  const calendar = subject.type === 'CALENDAR';
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const change = useReminderMutation(subject, (body: Parameters<typeof remindersApi.change>[1]) => remindersApi.change(reminder.id, body), t.saved);
  const remove = useReminderMutation(subject, () => remindersApi.remove(reminder.id), t.removed);
  const text = t.describe(reminder, calendar);

  if (editing)
    return (
      <li className="px-4 py-3 sm:px-6">
        <ReminderForm
          initial={reminder}
          calendar={calendar}
          submitLabel={t.save}
          pending={change.isPending}
          onSubmit={async (body) => {
            await change.mutateAsync(body);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
      <span className="font-medium text-ink">{text}</span>
      <Badge tone={reminder.notificationType === 'EVENT_STARTED' ? 'brand' : 'neutral'}>
        {reminder.notificationType === 'EVENT_STARTED' ? t.started : t.reminder}
      </Badge>
      {reminder.isDefault ? <Badge>{t.isDefault}</Badge> : null}
      <span className="ml-auto flex gap-1">
        <Button variant="ghost" size="sm" aria-label={t.editOf(text)} leadingIcon={<Pencil className="size-4" aria-hidden />} onClick={() => setEditing(true)}>
          {t.edit}
        </Button>
        <Button
          variant={confirming ? 'danger' : 'ghost'}
          size="sm"
          aria-label={confirming ? t.confirmRemove : t.removeOf(text)}
          leadingIcon={<Trash2 className="size-4" aria-hidden />}
          loading={remove.isPending}
          onClick={() => (confirming ? remove.mutate(undefined) : setConfirming(true))}
          onBlur={() => setConfirming(false)}
        >
          {confirming ? t.confirmRemove : t.remove}
        </Button>
      </span>
    </li>
  );
}

function Runs({ board, calendar, query }: { board: ReminderBoardDto | undefined; calendar: boolean; query: Parameters<typeof QueryStates>[0]['query'] }) {
  const runs = board?.runs ?? [];
  const reminderText = (id: string) => {
    const reminder = board?.reminders.find((r) => r.id === id);
    return reminder ? t.describe(reminder, calendar) : t.removedReminder;
  };
  return (
    <Card className="overflow-hidden">
      <CardHeader title={t.runsTitle} />
      <QueryStates
        query={query}
        empty={runs.length === 0}
        emptyState={<EmptyState icon={<History />} title={t.runsEmptyTitle} body={t.runsEmptyBody} />}
        className="overflow-x-auto"
      >
        <Table aria-label={t.runsTitle}>
          <THead>
            <Tr>
              <Th>{t.runDue}</Th>
              <Th>{t.runOccurrence}</Th>
              <Th>{t.runReminder}</Th>
              <Th>{t.runState}</Th>
              <Th>{t.runSent}</Th>
            </Tr>
          </THead>
          <TBody>
            {runs.map((run) => (
              <Tr key={run.id}>
                <Td className="tabular-nums">{formatDateTime(run.dueAt)}</Td>
                <Td className="tabular-nums">{formatDateTime(run.occurrenceAt)}</Td>
                <Td>{reminderText(run.reminderId)}</Td>
                <Td>
                  <Badge tone={stateTone[run.state] ?? 'neutral'}>{t.states[run.state] ?? run.state}</Badge>
                </Td>
                <Td className="tabular-nums">{run.state === 'PENDING' ? '—' : t.sentTo(run.sent, run.failed)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </QueryStates>
    </Card>
  );
}
