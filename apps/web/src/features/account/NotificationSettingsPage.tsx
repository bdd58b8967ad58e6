import {
  DIGEST_HOURS,
  HOST_NOTIFICATION_MODES,
  MobileNotificationFrequency,
  isDigestFrequency,
  type ChannelStatus,
  type HostNotificationMode,
  type NotificationChannel,
  type NotificationSettings,
} from '@market/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Callout } from '../../components/ui/Callout';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { RadioList } from '../../components/ui/RadioList';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../lib/toast';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { hasRole, useSession } from '../auth/session';
import { useNotificationSettings, useUpdateNotificationSettings } from '../notifications/api';
import { hostNotificationModeApi, myProfileKey, profileApi } from './profile-api';
import { SectionCard } from './SectionCard';

const channelOrder = ['NOTIFICATION', 'EMAIL', 'SMS', 'ZNS'] as const satisfies readonly NotificationChannel[];
/** Channels that reach a phone: they need a verified number. */
const phoneChannels = new Set<NotificationChannel>(['SMS', 'ZNS']);

const frequencyOptions = MobileNotificationFrequency.values.map((value) => ({
  value,
  label: m.account.frequencies[value] ?? value,
  description: isDigestFrequency(value) ? m.account.digestAt(DIGEST_HOURS[value]) : m.account.frequencyHints[value],
}));
const hostModeOptions = HOST_NOTIFICATION_MODES.map((value) => {
  const [label, description] = m.account.hostModes[value] ?? [value, ''];
  return { value, label, description };
});

const saved = () => toast.success(m.common.saved, { toastId: 'settings-saved' });

/** The channels, the push frequency (instant, digests or off) and, for hosts, which host messages go out; every change is saved at once. */
export function NotificationSettingsPage() {
  usePageTitle(m.account.nav.notifications);
  const settings = useNotificationSettings();
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <SectionCard title={m.account.nav.notifications} description={m.account.settingsLead}>
        {settings.isPending ? (
          <LoadingState />
        ) : settings.isError ? (
          <ErrorState onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        ) : (
          <SettingsForm settings={settings.data} hasPhone={Boolean(user?.isPhoneVerified)} />
        )}
      </SectionCard>
      {user && hasRole(user.role, 'HOST') ? <HostModeCard /> : null}
    </div>
  );
}

function SettingsForm({ settings, hasPhone }: { settings: NotificationSettings; hasPhone: boolean }) {
  const update = useUpdateNotificationSettings();
  const save = (body: Parameters<typeof update.mutate>[0]) => update.mutate(body, { onSuccess: saved });
  const pushesOn = settings.channels.NOTIFICATION === 'ENABLED';

  return (
    <div className="max-w-xl">
      <h3 className="text-sm font-semibold text-ink">{m.account.channelsTitle}</h3>
      <div className="divide-y divide-line">
        {channelOrder.map((channel) => {
          const [label, description] = m.account.channels[channel] ?? [channel, ''];
          const needsPhone = phoneChannels.has(channel) && !hasPhone;
          return (
            <Switch
              key={channel}
              label={label}
              description={needsPhone ? `${description}. ${m.account.needsPhone}` : description}
              checked={settings.channels[channel] === 'ENABLED'}
              disabled={update.isPending}
              onCheckedChange={(checked) => save({ channels: { [channel]: (checked ? 'ENABLED' : 'DISABLED') satisfies ChannelStatus } })}
            />
          );
        })}
      </div>
      {!hasPhone ? (
        <p className="mt-1 text-[13px] text-muted">
          <Link to="/account/phone" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {m.account.verifyPhone}
          </Link>
        </p>
      ) : null}
      <div className="mt-5 border-t border-line pt-5">
        {!pushesOn ? (
          <Callout tone="info" className="mb-3">
            {m.account.pushesOff}
          </Callout>
        ) : null}
        <RadioList
          legend={m.account.mobileFrequency}
          description={m.account.mobileFrequencyLead}
          options={frequencyOptions}
          value={settings.mobileFrequency}
          disabled={update.isPending || !pushesOn}
          onChange={(mobileFrequency) => save({ mobileFrequency })}
        />
      </div>
    </div>
  );
}

/** A host chooses which host messages (bookings, moderation, followers) leave the bell for their inbox and phone. */
function HostModeCard() {
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: myProfileKey, queryFn: ({ signal }) => profileApi.me(signal) });
  const update = useMutation({
    mutationFn: hostNotificationModeApi.set,
    onSuccess: ({ mode }) => {
      queryClient.setQueryData(myProfileKey, (old: typeof profile.data) => (old ? { ...old, hostNotificationMode: mode } : old));
      saved();
    },
  });
  return (
    <SectionCard title={m.account.hostModeTitle} description={m.account.hostModeLead}>
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <ErrorState onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <div className="max-w-xl">
          <RadioList<HostNotificationMode>
            legend={m.account.hostModeTitle}
            options={hostModeOptions}
            value={update.variables ?? profile.data.hostNotificationMode}
            disabled={update.isPending}
            onChange={(mode) => update.mutate(mode)}
          />
        </div>
      )}
    </SectionCard>
  );
}
