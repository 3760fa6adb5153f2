import { ArrowRight, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { roundedCount } from '#shared/domain/directory/rounded-count';
import { useStats } from '../api/get-stats';
import { HomeScoreboard } from './home-scoreboard';
import { RinkArt } from './rink-art';
import { links } from '#shared/routes/routes';

/**
 * requirements §2.3 landing hero. Issue 28: its figures are the directory's own counts (rounded down for
 * display, never more than the data holds), and its panel is today's games, not marketing text.
 */
export function LandingHero() {
  const { figures, data } = useStats();
  const shown = [
    { value: figures.totalFacilities, label: 'Facilities' },
    { value: figures.totalLeagues, label: 'Leagues' },
    { value: figures.totalTeams, label: 'Teams' },
    { value: figures.totalPlayers, label: 'Players' },
  ];
  const countries = data?.countriesWithFacilities;
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 text-white">
      <RinkArt className="absolute inset-0 -z-10 h-full w-full text-white/10 opacity-40" />
      <div className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-navy-950/80" />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 pb-16 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-[1.35fr_1fr] lg:items-center lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-rink-200 ring-1 ring-white/15">
            <span className="size-2 rounded-full bg-goal" aria-hidden="true" />
            The global hockey hub
          </p>
          <h1 className="mt-5 text-4xl font-black leading-[1.05] sm:text-5xl lg:text-6xl">
            Every rink, league, team and player.{' '}
            <span className="bg-gradient-to-r from-rink-300 to-white bg-clip-text text-transparent">One directory.</span>
          </h1>
          <p className="mt-5 max-w-xl text-base text-slate-300 sm:text-lg">
            Find ice near you, follow standings and live scores, and look up rosters from the pros to youth hockey
            {countries ? `, in ${roundedCount(countries)} countries` : ''}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" className="bg-rink-600 hover:bg-rink-700">
              <Link to={links.directory()}>
                Start Exploring
                <ArrowRight />
              </Link>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <Link to={links.products()}>
                <LayoutGrid />
                Our Products
              </Link>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <a href={links.login()}>Get Started</a>
            </Button>
          </div>
          <dl className="mt-12 grid max-w-2xl grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-4">
            {shown.map((f) => (
              <div key={f.label} className="border-l-2 border-rink-400/60 pl-4">
                <dt className="text-xs font-semibold uppercase tracking-wider text-slate-400">{f.label}</dt>
                <dd className="mt-1 text-2xl font-extrabold tabular-nums sm:text-3xl">{data ? roundedCount(f.value) : '…'}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HomeScoreboard />
      </div>
    </section>
  );
}
