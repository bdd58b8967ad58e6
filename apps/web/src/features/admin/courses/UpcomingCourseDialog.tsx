import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { callApi } from '../../../lib/api';
import * as calls from '../../../lib/endpoints.generated';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { localToInstant } from '../../../lib/vietnam-time';
import { PriceInput } from '../../studio/PriceInput';
import { queryKeysFactory } from '../../../lib/query-keys';
import { DateInput } from '../../../components/ui/DateInput';

const t = cm.adminCourses.upcoming;

export interface UpcomingCourseInput {
  hostId: string;
  title: string;
  subtitle: string | null;
  price: number;
  expectedAt: string | null;
}

/** Announces a course a host is preparing: who teaches it, its name, its price and when it is expected (Vietnam's date). */
export function UpcomingCourseDialog({ onClose, onSave }: { onClose: () => void; onSave: (input: UpcomingCourseInput) => Promise<unknown> }) {
  const [q, setQ] = useState('');
  const [hostId, setHostId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [subtitle, setSubtitle] = useState('');
  const [price, setPrice] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<{ host?: string; title?: string }>({});
  const [saving, setSaving] = useState(false);
  const search = useDebouncedValue(q, 300).trim();
  const hosts = useQuery({
    queryKey: queryKeysFactory('admin-courses').key('hosts', search),
    queryFn: ({ signal }) => callApi(calls.profiles.hostDirectory, { query: { limit: 8, ...(search ? { q: search } : {}) } }, { signal }),
  });

  const save = async () => {
    const next = { host: hostId ? undefined : t.hostRequired, title: title.trim().length < 3 ? m.validation.tooShort(3) : undefined };
    setErrors(next);
    if (next.host || next.title) return;
    setSaving(true);
    try {
      await onSave({
        hostId: hostId!,
        title: title.trim(),
        subtitle: subtitle.trim() || null,
        price: price === '' ? 0 : Number(price),
        expectedAt: date ? localToInstant(date, '09:00') : null,
      });
      onClose();
    } catch {
      // The call's own toast said why; the dialog stays open to fix it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.create}
      className="max-w-xl"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t.create}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink">{t.host}</legend>
          <Input
            type="search"
            aria-label={t.searchHost}
            placeholder={t.searchHost}
            leading={<Search className="size-4" aria-hidden />}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
          <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto">
            {(hosts.data?.data ?? []).map((host) => (
              <li key={host.id}>
                <label className="flex items-center gap-2 text-sm text-ink-soft">
                  <input
                    type="radio"
                    name="upcoming-host"
                    className="size-4 accent-brand-600"
                    checked={hostId === host.id}
                    onChange={() => setHostId(host.id)}
                  />
                  {host.fullName}
                </label>
              </li>
            ))}
          </ul>
          {errors.host ? <p className="text-sm text-danger-700">{errors.host}</p> : null}
        </fieldset>
        <Field label={cm.studioCourses.fields.title} error={errors.title}>
          <Input maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field label={cm.studioCourses.fields.subtitle} optional>
          <Input maxLength={300} value={subtitle} onChange={(event) => setSubtitle(event.target.value)} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={cm.studioCourses.fields.price}>
            <PriceInput value={price} onChange={setPrice} />
          </Field>
          <Field label={t.expectedAt} optional>
            <DateInput value={date} onChange={setDate} />
          </Field>
        </div>
      </div>
    </Dialog>
  );
}
