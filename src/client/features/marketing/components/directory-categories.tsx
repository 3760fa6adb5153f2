import { ArrowRight, Building2, LayoutGrid, ListOrdered, Shield, Trophy, User } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { links } from '#shared/routes/routes';

const CATEGORIES = [
  {
    to: links.facilities(),
    icon: Building2,
    title: 'Hockey Facilities',
    text: 'Arenas, community rinks, Olympic venues and training centres, searchable by country and surface.',
  },
  {
    to: links.leagues(),
    icon: Trophy,
    title: 'Leagues & Competitions',
    text: 'Professional, IIHF, junior, amateur and youth leagues with seasons and history.',
  },
  {
    to: links.teams(),
    icon: Shield,
    title: 'Teams Directory',
    text: 'Clubs grouped by league, country and level, with venues and rosters.',
  },
  {
    to: links.players(),
    icon: User,
    title: 'Player Database',
    text: 'Players by team, country and position, with heights, weights and ages.',
  },
  {
    to: links.standings(),
    icon: ListOrdered,
    title: 'League Standings',
    text: 'Tables by level, league, year and season type, in list or division view.',
  },
  {
    to: links.products(),
    icon: LayoutGrid,
    title: 'Products',
    text: 'Coaching board, team management, analytics and the Hockey Directory API.',
  },
];

/** requirements §2.4: six categories, each with an Explore button. */
export function DirectoryCategories() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {CATEGORIES.map((c) => (
        <article key={c.to} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md">
          <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-rink-500 to-navy-900 text-white shadow">
            <c.icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900">{c.title}</h3>
          <p className="mt-1.5 flex-1 text-sm leading-relaxed text-slate-600">{c.text}</p>
          <Button asChild variant="secondary" className="mt-5 self-start">
            <Link to={c.to} aria-label={`Explore ${c.title}`}>
              Explore
              <ArrowRight />
            </Link>
          </Button>
        </article>
      ))}
    </div>
  );
}
