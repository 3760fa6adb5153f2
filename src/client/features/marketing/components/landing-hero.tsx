import { ArrowRight, LayoutGrid, TrendingUp, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { RinkArt } from './rink-art';

const FIGURES = [
  { value: '15,000', label: 'Facilities' },
  { value: '500', label: 'Leagues' },
  { value: '25,000', label: 'Teams' },
  { value: '100,000', label: 'Players' },
];

/** SPEC §2.3 landing hero; the figures are static marketing text (§9), not live counts. */
export function LandingHero() {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-rink-900 text-white">
      <RinkArt className="absolute inset-0 -z-10 h-full w-full text-white/10 opacity-40" />
      <div className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-navy-950/80" />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-16 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-[1.35fr_1fr] lg:items-center lg:pb-24">
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
            Find ice near you, follow standings and live scores, and look up rosters from the pros to youth hockey, in more than 140
            countries.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" className="bg-rink-600 hover:bg-rink-700">
              <Link to="/directory">
                Start Exploring
                <ArrowRight />
              </Link>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <Link to="/products">
                <LayoutGrid />
                Our Products
              </Link>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <a href="/api/login">Get Started</a>
            </Button>
          </div>
          <dl className="mt-12 grid max-w-2xl grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-4">
            {FIGURES.map((f) => (
              <div key={f.label} className="border-l-2 border-rink-400/60 pl-4">
                <dt className="text-xs font-semibold uppercase tracking-wider text-slate-400">{f.label}</dt>
                <dd className="mt-1 text-2xl font-extrabold tabular-nums sm:text-3xl">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroPanel />
      </div>
    </section>
  );
}

function HeroPanel() {
  return (
    <div className="rounded-2xl bg-white/[0.07] p-5 shadow-2xl ring-1 ring-white/15 backdrop-blur-md">
      <p className="text-sm font-semibold text-slate-200">This month on the directory</p>
      <div className="mt-4 grid gap-3">
        <div className="flex items-center gap-4 rounded-xl bg-navy-950/60 p-4 ring-1 ring-white/10">
          <span className="grid size-11 place-items-center rounded-lg bg-emerald-400/15 text-emerald-300">
            <TrendingUp className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-xl font-bold text-emerald-300">+127 new facilities this month</p>
            <p className="text-xs text-slate-400">Rinks, arenas and training centres added by the community</p>
          </div>
        </div>
        <div className="flex items-center gap-4 rounded-xl bg-navy-950/60 p-4 ring-1 ring-white/10">
          <span className="grid size-11 place-items-center rounded-lg bg-rink-400/15 text-rink-300">
            <Trophy className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-xl font-bold text-white">502 active leagues</p>
            <p className="text-xs text-slate-400">Professional, junior, amateur and youth competitions</p>
          </div>
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between rounded-xl bg-gradient-to-r from-goal/90 to-rose-700 px-4 py-3 text-sm font-semibold">
        <span>Live scores and standings, updated daily</span>
        <Link to="/scores" className="rounded-md bg-white/15 px-2.5 py-1 text-xs hover:bg-white/25">
          Scores
        </Link>
      </div>
    </div>
  );
}
