import { CalendarDays, ListOrdered, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { NativeAd, TopBannerAd } from '../../ads';
import { FeaturedLeagues } from './featured-leagues';
import { HomeSnapshot } from './home-snapshot';
import { LandingHero } from './landing-hero';
import { links } from '#shared/routes/routes';

const FEATURES = [
  {
    icon: MapPin,
    title: 'Facility finder',
    text: 'Arenas, community rinks and training centres by country, surface and type.',
    to: links.facilities(),
  },
  {
    icon: ListOrdered,
    title: 'Standings',
    text: 'Tables computed from final scores with each league’s points system and tiebreakers.',
    to: links.standings(),
  },
  {
    icon: CalendarDays,
    title: 'Daily scores',
    text: 'Live, final and upcoming games for any date, filtered by league.',
    to: links.scores(),
  },
  {
    icon: Users,
    title: 'Players and teams',
    text: 'Rosters, positions, heights in ft/in and cm, and team histories.',
    to: links.players(),
  },
];

export function Landing() {
  return (
    <>
      <LandingHero />
      <HomeSnapshot />
      <FeaturedLeagues />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <TopBannerAd />
      </div>
      <section aria-labelledby="landing-features" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="landing-features" className="text-3xl font-extrabold text-slate-900">
            Everything around the game
          </h2>
          <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((f) => (
              <Link
                key={f.title}
                to={f.to}
                className="group rounded-xl border border-slate-200 p-5 transition hover:border-rink-300 hover:bg-rink-50/50"
              >
                <f.icon className="size-6 text-rink-600" aria-hidden="true" />
                <h3 className="mt-3 font-bold text-slate-900 group-hover:text-rink-800">{f.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{f.text}</p>
              </Link>
            ))}
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <NativeAd />
      </div>
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start justify-between gap-6 rounded-2xl bg-gradient-to-r from-rink-700 to-navy-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center">
          <div>
            <h2 className="text-2xl font-extrabold sm:text-3xl">Run a rink or a league?</h2>
            <p className="mt-2 max-w-xl text-rink-100">
              Create a free account to keep your facility, teams and results up to date for fans around the world.
            </p>
          </div>
          <Button asChild size="lg" className="bg-white text-navy-950 hover:bg-rink-50">
            <a href={links.login()}>Create a free account</a>
          </Button>
        </div>
      </section>
    </>
  );
}
