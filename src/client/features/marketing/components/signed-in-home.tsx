import { ArrowRight, Building2, ListOrdered, Shield, Trophy, User as UserIcon, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '#shared/schemas/auth';
import { Skeleton } from '#client/components/ui/skeleton';
import { useStats } from '../api/get-stats';
import { SidebarSquareAd, TopBannerAd } from '../../ads';
import { HomeScoreboard } from './home-scoreboard';
import { HomeSnapshot } from './home-snapshot';
import { links } from '#shared/routes/routes';

const CARDS = [
  { to: links.facilities(), icon: Building2, title: 'Facilities', text: 'Arenas, rinks and training centres worldwide.' },
  { to: links.standings(), icon: ListOrdered, title: 'Standings', text: 'League tables by level, league, year and season.' },
  { to: links.players(), icon: UserIcon, title: 'Players', text: 'Search players by team, country and position.' },
  { to: links.teams(), icon: Shield, title: 'Teams', text: 'Team directory grouped by league, country and level.' },
  { to: links.leagues(), icon: Trophy, title: 'Leagues', text: 'Professional, IIHF, junior, amateur and youth leagues.' },
  {
    to: links.admin(),
    icon: Wrench,
    title: 'Admin and Tools',
    text: 'Data management: add facilities, manage games, maintain league data.',
  },
];

/**
 * requirements §2.3 signed-in home: live counts from /api/stats and shortcuts to every section, with the same
 * today's games, NHL table and leaders the signed-out home shows (issue 39 item 7: signing in took them away).
 */
export function SignedInHome({ user }: { user: User }) {
  const { figures, isLoading, isError } = useStats();
  const stats = [
    { label: 'Facilities', value: figures.totalFacilities },
    { label: 'Leagues', value: figures.totalLeagues },
    { label: 'Teams', value: figures.totalTeams },
    { label: 'Players', value: figures.totalPlayers },
  ];
  return (
    <>
      <section className="bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 text-white">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1.35fr_1fr] lg:items-start">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-rink-200">Signed in as {user.email}</p>
            <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">Welcome back{user.firstName ? `, ${user.firstName}` : ''}</h1>
            <dl className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4" aria-busy={isLoading}>
              {stats.map((s) => (
                <div key={s.label} className="rounded-xl bg-white/[0.07] p-4 ring-1 ring-white/15">
                  <dt className="text-xs font-semibold uppercase tracking-wider text-slate-300">{s.label}</dt>
                  <dd className="mt-1 text-3xl font-extrabold tabular-nums">
                    {isLoading ? <Skeleton className="h-9 w-24 bg-white/15" /> : s.value.toLocaleString('en-US')}
                  </dd>
                </div>
              ))}
            </dl>
            {isError && (
              <p role="alert" className="mt-3 text-sm text-amber-200">
                Live counts are unavailable right now.
              </p>
            )}
          </div>
          <HomeScoreboard />
        </div>
      </section>
      <HomeSnapshot />
      <section aria-labelledby="home-sections" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <TopBannerAd className="mt-0" />
        <div className="lg:flex lg:items-start lg:gap-6">
          <div className="min-w-0 flex-1">
            <h2 id="home-sections" className="text-xl font-bold text-slate-900">
              Jump back in
            </h2>
            <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {CARDS.map((c) => (
                <Link
                  key={c.to}
                  to={c.to}
                  className="group flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-rink-300 hover:shadow-md"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-rink-50 text-rink-700 ring-1 ring-rink-100 group-hover:bg-rink-600 group-hover:text-white">
                    <c.icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center justify-between font-bold text-slate-900">
                      {c.title}
                      <ArrowRight
                        className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-rink-600"
                        aria-hidden="true"
                      />
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">{c.text}</span>
                  </span>
                </Link>
              ))}
            </div>
          </div>
          <SidebarSquareAd className="mt-12 shrink-0" />
        </div>
      </section>
    </>
  );
}
