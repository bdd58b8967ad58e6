import { useMutation } from '@tanstack/react-query';
import type { UserDto } from '@market/contract';
import { Check, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { useSession, useSetSessionUser } from '../auth/session';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { accountApi } from './api';
import { SectionCard } from './SectionCard';

const MAX_INTERESTS = 50;

export function InterestsPage() {
  usePageTitle(m.account.nav.interests);
  const { user } = useSession();
  if (!user) return null;
  return <InterestsEditor key={user.id} user={user} />;
}

function InterestsEditor({ user }: { user: UserDto }) {
  const setUser = useSetSessionUser();
  const [selected, setSelected] = useState<string[]>(user.interests);
  const [custom, setCustom] = useState('');
  const inputId = useId();
  const choices = [...new Set([...m.account.interestsSuggested, ...selected])];

  const save = useMutation({
    mutationFn: () => accountApi.updateInterests({ interests: selected }),
    onSuccess: (updated) => {
      setUser(updated);
      toast.success(m.common.saved);
    },
  });

  const toggle = (topic: string) =>
    setSelected((current) => (current.includes(topic) ? current.filter((t) => t !== topic) : current.length < MAX_INTERESTS ? [...current, topic] : current));

  const addCustom = (event: FormEvent) => {
    event.preventDefault();
    const topic = custom.trim().slice(0, 100);
    if (!topic) return;
    if (!selected.includes(topic) && selected.length < MAX_INTERESTS) setSelected([...selected, topic]);
    setCustom('');
  };

  const dirty = selected.length !== user.interests.length || selected.some((topic) => !user.interests.includes(topic));

  return (
    <SectionCard title={m.account.nav.interests} description={m.account.interestsLead}>
      <ul className="flex flex-wrap gap-2" aria-label={m.account.nav.interests}>
        {choices.map((topic) => {
          const on = selected.includes(topic);
          return (
            <li key={topic}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(topic)}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
                  on
                    ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                    : 'border-line-strong bg-surface text-ink-soft hover:border-brand-300 hover:text-ink',
                )}
              >
                {on ? <Check className="size-3.5" aria-hidden /> : null}
                {topic}
              </button>
            </li>
          );
        })}
      </ul>
      <form onSubmit={addCustom} className="mt-6 flex max-w-md items-end gap-2">
        <div className="flex-1">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
            {m.account.interestAdd}
          </label>
          <Input id={inputId} value={custom} maxLength={100} onChange={(event) => setCustom(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary" leadingIcon={<Plus className="size-4" aria-hidden />}>
          {m.account.interestAddButton}
        </Button>
      </form>
      <div className="mt-6 flex items-center justify-between gap-3 border-t border-line pt-5">
        <p className="text-sm text-muted">{m.account.interestsSelected(selected.length)}</p>
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!dirty}>
          {m.common.save}
        </Button>
      </div>
    </SectionCard>
  );
}
