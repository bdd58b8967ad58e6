import { ScanLine, Users } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card, CardHeader } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SelectField } from '../../../components/ui/SelectField';
import { ApiError } from '../../../lib/api';
import { m } from '../../../lib/messages';
import { formatInstantRange } from '../../../lib/vietnam-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStudioEvent } from '../events/api';
import { useCheckIn, useDoorEvents, useEventCounts } from './api';
import { CheckinResult, type CheckinOutcome } from './CheckinResult';
import { sessionNowOrNext } from './door-session';
import { SessionPicker } from './SessionPicker';
import { QrScanner } from './QrScanner';
import { scanBody } from './scan-text';

const t = m.bookings.checkin;

/**
 * `/studio/checkin`: choose one of my events (and, for a multi-session event, the session: the one on
 * now or next unless chosen), then scan tickets with the camera or type their codes.
 */
export function CheckinPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const eventId = params.get('eventId') ?? '';
  const events = useDoorEvents();
  const counts = useEventCounts(eventId);
  const checkIn = useCheckIn();
  const [outcome, setOutcome] = useState<CheckinOutcome | null>(null);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = events.data ?? [];
  // A multi-session event admits a ticket once per session: the door says which one.
  const multi = (list.find((e) => e.id === eventId)?.sessionCount ?? 0) > 1;
  const detail = useStudioEvent(multi ? eventId : undefined);
  const sessions = useMemo(() => [...(detail.data?.sessions ?? [])].sort((a, b) => a.startAt.localeCompare(b.startAt)), [detail.data]);
  const chosen = params.get('sessionId') ?? '';
  const sessionId = !multi ? '' : sessions.some((s) => s.id === chosen) ? chosen : (sessionNowOrNext(sessions, new Date())?.id ?? '');
  const checkedIn = useMemo(() => new Map((counts.data?.sessions ?? []).map((s) => [s.sessionId, s.checkedIn])), [counts.data]);
  const options = list.map((event) => ({
    value: event.id,
    label: event.startAt ? `${event.title} · ${formatInstantRange(event.startAt, event.endAt)}` : event.title,
  }));

  const check = (scanned: string) => {
    if (!scanned.trim() || checkIn.isPending) return;
    checkIn.mutate(scanBody(scanned, eventId, sessionId), {
      onSuccess: (result) => setOutcome({ kind: 'admitted', result }),
      onError: (error) => setOutcome({ kind: 'refused', code: error instanceof ApiError ? error.code : '', message: error.message }),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(text);
    setText('');
    input.current?.focus();
  };
  const tickets = counts.data ? counts.data.tickets.total - counts.data.tickets.VOID : 0;

  return (
    <>
      <PageHeader title={t.title} description={t.lead} />
      <QueryStates query={events} empty={list.length === 0} emptyState={<EmptyState icon={<ScanLine />} title={t.noEventsTitle} body={t.noEventsBody} />}>
        <Card className="mb-6 p-5 sm:p-6">
          <SelectField
            label={t.event}
            placeholder={t.chooseEvent}
            options={options}
            value={eventId}
            onValueChange={(value) => {
              setOutcome(null);
              setParams(value ? { eventId: value } : {}, { replace: true });
            }}
          />
          {eventId ? (
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
              <p className="font-medium text-ink tabular-nums">
                {!counts.data
                  ? '\u00a0'
                  : sessionId
                    ? t.sessionProgress(checkedIn.get(sessionId) ?? 0, tickets)
                    : t.progress(counts.data.tickets.CHECKED_IN, tickets)}
              </p>
              <ButtonLink to={`/studio/events/${eventId}/attendees`} variant="ghost" size="sm">
                <Users className="size-4" aria-hidden />
                {t.attendees}
              </ButtonLink>
            </div>
          ) : null}
          {multi && detail.isPending ? <p className="mt-4 text-sm text-ink-soft">{t.sessionsLoading}</p> : null}
          {multi && detail.isError ? (
            <p role="alert" className="mt-4 text-sm text-danger-700">
              {t.sessionsFailed}
            </p>
          ) : null}
          {multi && sessions.length > 1 ? (
            <SessionPicker
              sessions={sessions}
              value={sessionId}
              checkedIn={checkedIn}
              tickets={tickets}
              onChange={(id) => {
                setOutcome(null);
                setParams({ eventId, sessionId: id }, { replace: true });
              }}
            />
          ) : null}
        </Card>
        {eventId ? (
          <div className="flex flex-col gap-6">
            <CheckinResult outcome={outcome} showSession={multi} />
            <div className="grid gap-6 lg:grid-cols-2">
              <Card>
                <CardHeader title={t.camera} />
                <div className="p-5 sm:p-6">
                  <QrScanner onScan={check} paused={checkIn.isPending} />
                </div>
              </Card>
              <Card>
                <CardHeader title={t.manualTitle} />
                <form className="flex flex-col gap-4 p-5 sm:p-6" onSubmit={submit}>
                  <Field label={t.manual} hint={t.manualHint}>
                    <Input
                      ref={input}
                      value={text}
                      autoComplete="off"
                      autoCapitalize="characters"
                      spellCheck={false}
                      onChange={(event) => setText(event.target.value)}
                    />
                  </Field>
                  <Button
                    type="submit"
                    loading={checkIn.isPending}
                    leadingIcon={<ScanLine className="size-4" aria-hidden />}
                    className="self-start"
                    disabled={!text.trim()}
                  >
                    {t.submit}
                  </Button>
                </form>
              </Card>
            </div>
          </div>
        ) : null}
      </QueryStates>
    </>
  );
}
