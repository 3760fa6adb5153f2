import { ArrowRight, CheckCircle2, Globe2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { DirectoryCategories } from '../components/directory-categories';
import { MarketingHero, SectionHeading } from '../components/marketing-hero';
import { roundedCount } from '#shared/domain/directory/rounded-count';
import { NativeAd, TopBannerAd } from '../../ads';
import { useStats } from '../api/get-stats';
import { links } from '#shared/routes/routes';

const REGIONS = [
  {
    name: 'North America',
    text: 'NHL, AHL, major junior and NCAA hockey, plus community rinks across the United States and Canada.',
  },
  { name: 'Europe', text: 'From the KHL and SHL to the Liiga, DEL and Swiss National League, with the continent’s arenas and academies.' },
  {
    name: 'Emerging Markets',
    text: 'Fast-growing hockey in Asia, Oceania, the Middle East and Latin America, and the new rinks behind it.',
  },
];

const BULLETS = [
  'Search facilities by name or city, and filter by country, surface and type',
  'Standings computed from final scores with each league’s own points system',
  'Daily scores with live games, finals and upcoming puck drops',
  'Open JSON API with interactive documentation',
];

export default function DirectoryPage() {
  // Issue 28: what the directory really holds, counted (no languages or round-the-clock claims it cannot back).
  const { data } = useStats();
  const figures = [
    { value: data?.countriesWithFacilities, label: 'Countries' },
    { value: data?.citiesWithFacilities, label: 'Cities' },
    { value: data?.totalFacilities, label: 'Facilities' },
    { value: data?.totalLeagues, label: 'Leagues' },
  ];
  return (
    <>
      <MarketingHero
        eyebrow="Explore the game"
        title="Hockey Directory"
        actions={
          <Button asChild size="lg" className="bg-rink-600 hover:bg-rink-700">
            <Link to={links.facilities()}>
              Browse Facilities
              <ArrowRight />
            </Link>
          </Button>
        }
      >
        <p>The world’s hockey in one place: facilities, leagues, teams, players and standings, from the NHL to your local rink.</p>
      </MarketingHero>
      <section aria-label="Directory figures" className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 divide-slate-200 px-4 sm:px-6 md:grid-cols-4 md:divide-x">
          {figures.map((f) => (
            <div key={f.label} className="flex flex-col-reverse px-4 py-6 text-center">
              <dt className="mt-1 text-xs font-semibold uppercase tracking-wider text-slate-500">{f.label}</dt>
              <dd className="text-3xl font-black tabular-nums text-navy-900">{f.value === undefined ? '…' : roundedCount(f.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <TopBannerAd />
      </div>
      <section aria-labelledby="dir-categories" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading id="dir-categories" eyebrow="Browse by category" title="Where do you want to start?" />
        <div className="mt-8">
          <DirectoryCategories />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <NativeAd />
      </div>
      <section aria-labelledby="dir-regions" className="bg-white py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="dir-regions" eyebrow="Featured regions" title="Hockey around the world" />
          <div className="mt-8 grid gap-5 md:grid-cols-3">
            {REGIONS.map((r) => (
              <article key={r.name} className="rounded-2xl bg-gradient-to-br from-slate-50 to-rink-50 p-6 ring-1 ring-slate-200">
                <Globe2 className="size-7 text-rink-600" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-bold text-slate-900">{r.name}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{r.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="dir-why" className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="dir-why" eyebrow="Why Hockey Directory" title="Built for fans, players and organisers" />
          <ul className="mt-6 space-y-3">
            {BULLETS.map((b) => (
              <li key={b} className="flex gap-3 text-slate-700">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                {b}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-navy-950 p-8 text-white shadow-xl">
          <p className="text-2xl font-extrabold">Looking for ice time?</p>
          <p className="mt-2 text-slate-300">Find arenas and community rinks by city, surface and facility type.</p>
          <Button asChild size="lg" className="mt-6 bg-rink-600 hover:bg-rink-700">
            <Link to={links.facilities()}>
              Browse Facilities
              <ArrowRight />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
