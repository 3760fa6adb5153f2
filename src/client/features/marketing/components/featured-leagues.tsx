import { ArrowRight, Crown, GraduationCap, Globe2 } from 'lucide-react';
import { Link } from 'react-router';
import { links } from '#shared/routes/routes';

const CARDS = [
  {
    icon: Crown,
    title: 'Elite Professional',
    text: 'The NHL, KHL, SHL, Liiga and the top European pro circuits: full schedules, scores and computed standings.',
    tags: ['NHL', 'KHL', 'SHL', 'Liiga'],
    to: links.leagues(),
    accent: 'from-amber-400 to-orange-500',
  },
  {
    icon: GraduationCap,
    title: 'Development Programs',
    text: 'Major junior, college and youth hockey, where the next generation of stars is learning the game.',
    tags: ['Junior', 'College', 'Youth Hockey'],
    to: links.leagues(),
    accent: 'from-rink-400 to-rink-700',
  },
  {
    icon: Globe2,
    title: 'Emerging Markets',
    text: 'Growing hockey nations across Asia, the Middle East, Oceania and Latin America, and the rinks where it is played.',
    tags: ['Asia', 'Oceania', 'Latin America'],
    to: links.facilities(),
    accent: 'from-emerald-400 to-teal-600',
  },
];

/** requirements §1: the landing's featured-league section, three cards. */
export function FeaturedLeagues() {
  return (
    <section aria-labelledby="featured-leagues" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="max-w-2xl">
        <p className="text-sm font-bold uppercase tracking-wider text-rink-700">Featured leagues</p>
        <h2 id="featured-leagues" className="mt-2 text-3xl font-extrabold text-slate-900">
          From the big leagues to the next frontier
        </h2>
      </div>
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        {CARDS.map((c) => (
          <article
            key={c.title}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
          >
            <div className={`absolute inset-x-0 top-0 h-1 bg-gradient-to-r ${c.accent}`} aria-hidden="true" />
            <span className={`grid size-12 place-items-center rounded-xl bg-gradient-to-br ${c.accent} text-white shadow-md`}>
              <c.icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-bold text-slate-900">{c.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{c.text}</p>
            <ul className="mt-4 flex flex-wrap gap-1.5">
              {c.tags.map((t) => (
                <li key={t} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                  {t}
                </li>
              ))}
            </ul>
            <Link
              to={c.to}
              className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-rink-700 after:absolute after:inset-0 group-hover:gap-2"
            >
              Explore {c.title.toLowerCase()}
              <ArrowRight className="size-4 transition-all" aria-hidden="true" />
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
