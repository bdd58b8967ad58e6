import { MobileNotificationFrequency, type ChannelStatus, type NotificationChannel, type NotificationSettings } from '@market/contract';
import { useId } from 'react';
import { toast } from '../../lib/toast';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { Select } from '../../components/ui/Select';
import { Switch } from '../../components/ui/Switch';
import { useNotificationSettings, useUpdateNotificationSettings } from '../notifications/api';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { SectionCard } from './SectionCard';

const channelOrder = ['NOTIFICATION', 'EMAIL', 'SMS', 'ZNS'] as const satisfies readonly NotificationChannel[];
const frequencyOptions = MobileNotificationFrequency.values.map((value) => ({ value, label: m.account.frequencies[value] ?? value }));

/** One switch per channel and the push frequency; every change is saved at once. */
export function NotificationSettingsPage() {
  usePageTitle(m.account.nav.notifications);
  const settings = useNotificationSettings();
  return (
    <SectionCard title={m.account.nav.notifications} description={m.account.settingsLead}>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </SectionCard>
  );
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const update = useUpdateNotificationSettings();
  const frequencyId = useId();
  const save = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, { onSuccess: () => toast.success(m.common.saved, { toastId: 'settings-saved' }) });

  return (
    <div className="max-w-xl">
      <div className="divide-y divide-line">
        {channelOrder.map((channel) => {
          const [label, description] = m.account.channels[channel] ?? [channel, ''];
          const on = settings.channels[channel] === 'ENABLED';
          return (
            <Switch
              key={channel}
              label={label}
              description={description}
              checked={on}
              disabled={update.isPending}
              onCheckedChange={(checked) => save({ channels: { [channel]: (checked ? 'ENABLED' : 'DISABLED') satisfies ChannelStatus } })}
            />
          );
        })}
      </div>
      <div className="mt-4 border-t border-line pt-5">
        <label htmlFor={frequencyId} className="mb-1.5 block text-sm font-medium text-ink">
          {m.account.mobileFrequency}
        </label>
        <Select
          id={frequencyId}
          options={frequencyOptions}
          value={settings.mobileFrequency}
          disabled={update.isPending}
          onChange={(event) => save({ mobileFrequency: event.target.value as NotificationSettings['mobileFrequency'] })}
        />
      </div>
    </div>
  );
}
