import { useQuery } from '@tanstack/react-query';
import type { PublicProfileDto } from '@market/contract';
import { Award, Briefcase, ExternalLink, GraduationCap, MapPin, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Card, CardBody } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Tabs } from '../../components/ui/Tabs';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { PageStates } from '../../app/pages/PageStates';
import { profileKey, profilesApi } from './api';
import { FollowButton } from './FollowButton';
import { HostAvatar } from './HostAvatar';
import { HostPosts } from '../posts/HostPosts';
import { HostOfferings, OFFERINGS, type Offering } from './HostOfferings';
import { HostRating } from '../reviews/Stars';

const profileTabs = ['about', 'works', 'educations', 'achievements'] as const;
type Tab = Offering | 'posts' | (typeof profileTabs)[number];
const isOffering = (tab: Tab): tab is Offering => (OFFERINGS as readonly string[]).includes(tab);

const yearOf = (date: string | null) => (date ? date.slice(0, 4) : null);
function period(from: string | number | null, to: string | number | null, current = false): string | null {
  if (!from && !to && !current) return null;
  return `${from ?? '…'} – ${current ? m.profiles.present : (to ?? '…')}`;
}

/** `/hosts/:username`: a person's public page with a follow button. */
export function HostPage() {
  const { username = '' } = useParams();
  const query = useQuery({ queryKey: profileKey(username), queryFn: ({ signal }) => profilesApi.profile(username, signal) });
  usePageTitle(query.data?.fullName ?? m.profiles.hostsTitle);

  if (!query.isSuccess)
    return (
      <PageStates
        query={query}
        icon={<UserX />}
        notFound={{ title: m.profiles.notFoundTitle, body: m.profiles.notFoundBody }}
        back={{ to: '/hosts', label: m.profiles.backToHosts }}
      />
    );
  return <HostProfile profile={query.data} />;
}

/** A host's page opens on what they sell, the first kind they have; a person with nothing on sale opens on their profile. */
function firstTab(profile: PublicProfileDto): Tab {
  if (profile.role !== 'HOST') return 'about';
  const { counts } = profile;
  return counts.events > 0 ? 'events' : counts.courses > 0 ? 'courses' : counts.ebooks > 0 ? 'ebooks' : 'about';
}

function HostProfile({ profile }: { profile: PublicProfileDto }) {
  const [tab, setTab] = useState<Tab>(() => firstTab(profile));
  const tabs: { value: Tab; label: string }[] = [
    ...(profile.role === 'HOST' ? OFFERINGS.map((kind) => ({ value: kind, label: m.profiles.offerings[kind] })) : []),
    ...(profile.role === 'HOST' && profile.counts.posts > 0 ? [{ value: 'posts' as const, label: m.profiles.posts }] : []),
    // "Giới thiệu" always; works, studies and achievements only when there is something to read.
    ...profileTabs.filter((value) => value === 'about' || profile[value].length > 0).map((value) => ({ value, label: m.profiles[value] })),
  ];
  const contacts = Object.entries(profile.socialContacts).filter(([, v]) => Boolean(v));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Card>
        <CardBody className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <HostAvatar name={profile.fullName} src={profile.avatar} className="size-20 text-2xl sm:size-24" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-semibold tracking-tight text-ink">{profile.fullName}</h1>
              {profile.topHostRank ? <Badge tone="warning">{m.profiles.topRank(profile.topHostRank)}</Badge> : null}
              {profile.hostCategory ? <Badge tone="brand">{profile.hostCategory.name}</Badge> : null}
            </div>
            {profile.headline ? <p className="mt-1 text-[15px] text-ink-soft">{profile.headline}</p> : null}
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              <span data-testid="follower-count">{m.profiles.followers(profile.followerCount)}</span>
              {profile.role === 'HOST' ? <HostRating hostId={profile.id} /> : null}
              {profile.city ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden className="size-4" />
                  {profile.city}
                </span>
              ) : null}
            </p>
            {profile.categories.length ? (
              <ul aria-label={m.profiles.categories} className="mt-3 flex flex-wrap gap-2">
                {profile.categories.map((c) => (
                  <li key={c.id}>
                    <Badge>{c.name}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="shrink-0">
            <FollowButton profile={profile} />
          </div>
        </CardBody>
      </Card>

      <Tabs className="mt-6" label={m.profiles.tabsLabel} tabs={tabs} value={tab} onChange={setTab} panelId="host-panel" idPrefix="host-tab" />

      {isOffering(tab) ? (
        <div role="tabpanel" id="host-panel" aria-labelledby={`host-tab-${tab}`} className="mt-4">
          <HostOfferings hostId={profile.id} kind={tab} />
        </div>
      ) : tab === 'posts' ? (
        <div role="tabpanel" id="host-panel" aria-labelledby="host-tab-posts" className="mt-4">
          <HostPosts username={profile.username} />
        </div>
      ) : (
        <Card className="mt-4">
          <CardBody role="tabpanel" id="host-panel" aria-labelledby={`host-tab-${tab}`}>
            {tab === 'about' ? (
              <div className="space-y-5">
                {profile.bio ? (
                  <p className="text-[15px] leading-relaxed whitespace-pre-line text-ink">{profile.bio}</p>
                ) : (
                  <p className="text-muted">{m.profiles.noBio}</p>
                )}
                {contacts.length ? (
                  <div>
                    <h2 className="text-sm font-semibold text-ink">{m.profiles.contacts}</h2>
                    <ul className="mt-2 flex flex-wrap gap-3 text-sm">
                      {contacts.map(([kind, value]) => (
                        <li key={kind}>
                          {value.startsWith('http') ? (
                            <a href={value} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-brand-700 hover:underline">
                              {kind === 'ZALO' ? m.profiles.zalo : m.profiles.facebook}
                              <ExternalLink aria-hidden className="size-3.5" />
                            </a>
                          ) : (
                            <span>
                              {kind === 'ZALO' ? m.profiles.zalo : m.profiles.facebook}: {value}
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            ) : null}
            {tab === 'works' ? (
              <Timeline
                icon={<Briefcase />}
                empty={m.profiles.noWorks}
                items={profile.works.map((w) => ({
                  id: w.id,
                  title: w.position,
                  subtitle: [w.company, w.jobType ? m.profiles.jobTypes[w.jobType] : null, w.location].filter(Boolean).join(' · '),
                  when: period(yearOf(w.startDate), yearOf(w.endDate), w.isCurrent),
                  body: w.description,
                }))}
              />
            ) : null}
            {tab === 'educations' ? (
              <Timeline
                icon={<GraduationCap />}
                empty={m.profiles.noEducations}
                items={profile.educations.map((e) => ({
                  id: e.id,
                  title: e.school,
                  subtitle: [e.degree, e.fieldOfStudy].filter(Boolean).join(' · '),
                  when: period(e.startYear, e.endYear),
                  body: e.description,
                }))}
              />
            ) : null}
            {tab === 'achievements' ? (
              <Timeline
                icon={<Award />}
                empty={m.profiles.noAchievements}
                items={profile.achievements.map((a) => ({
                  id: a.id,
                  title: a.title,
                  subtitle: a.issuer ?? '',
                  when: yearOf(a.issuedAt),
                  body: a.description,
                  url: a.url,
                }))}
              />
            ) : null}
          </CardBody>
        </Card>
      )}
    </div>
  );
}

interface TimelineItem {
  id: string;
  title: string;
  subtitle: string;
  when: string | null;
  body: string | null;
  url?: string | null;
}

function Timeline({ items, empty, icon }: { items: TimelineItem[]; empty: string; icon: ReactNode }) {
  if (!items.length) return <EmptyState icon={icon} title={empty} className="py-8" />;
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
          <span aria-hidden className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 [&_svg]:size-4">
            {icon}
          </span>
          <div className="min-w-0">
            <p className="font-medium text-ink">
              {item.url ? (
                <a href={item.url} target="_blank" rel="noreferrer" className="hover:underline">
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </p>
            {item.subtitle ? <p className="text-sm text-ink-soft">{item.subtitle}</p> : null}
            {item.when ? <p className="text-sm text-muted">{item.when}</p> : null}
            {item.body ? <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{item.body}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
