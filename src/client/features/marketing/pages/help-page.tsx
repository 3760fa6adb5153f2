import { Bug, Code2, Mail, Timer, Upload } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { links } from '#shared/routes/routes';
import { CONTACT_EMAIL, mailto } from '#client/lib/site';
import { MarketingHero } from '../components/marketing-hero';

const FAQ = [
  {
    q: 'Do I need an account to browse?',
    a: 'No. Facilities, leagues, teams, players, scores and standings are open to everyone. An account is only needed to maintain data.',
  },
  {
    q: 'How are standings calculated?',
    a: 'From the final scores of each season, using the league’s points system (for example 2 points for a win and 1 for an overtime or shootout loss) and its tiebreakers: points, points percentage, regulation wins, wins, head-to-head, goal differential and goals for.',
  },
  {
    q: 'How often are scores updated?',
    a: 'As soon as a result is entered. Live games show the current period; finished games show the final score.',
  },
  {
    q: 'Which units do player profiles use?',
    a: 'Height is shown in feet and inches and in centimetres; weight in pounds (stored in kilograms).',
  },
  { q: 'Can I use the data in my own app?', a: 'Yes: the JSON API is documented at /api/docs, with the same data you see on the site.' },
];

/** Help Center: FAQ plus the two footer destinations Submit Data (#submit) and Report Issues (#report). */
export default function HelpPage() {
  const { hash } = useLocation();
  // Client-side navigation does not scroll to a fragment by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <MarketingHero eyebrow="Help Center" title="How can we help?">
        <p>Answers to common questions, and how to send us new data or corrections.</p>
      </MarketingHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="faq">
          <h2 id="faq" className="text-2xl font-extrabold text-slate-900">
            Frequently asked questions
          </h2>
          <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {FAQ.map((f, i) => (
              <details key={f.q} open={i === 0} className="group px-5 py-4">
                <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                  <span className="flex items-center justify-between gap-4">
                    {f.q}
                    <span aria-hidden="true" className="text-rink-600 transition group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{f.a}</p>
              </details>
            ))}
          </div>
        </section>
        <div className="space-y-5">
          <HelpCard id="submit" icon={<Upload className="size-6" aria-hidden="true" />} title="Submit Data">
            <p>
              Missing a rink, league, team or result? Send the name, city and country (and a source, such as the league’s website).
              Signed-in administrators can add it directly in the admin dashboard.
            </p>
            <a
              className="mt-3 inline-flex items-center gap-1.5 font-semibold text-rink-700 underline-offset-4 hover:underline"
              href={mailto(CONTACT_EMAIL, 'Data submission')}
            >
              <Mail className="size-4" aria-hidden="true" />
              Send data
            </a>
          </HelpCard>
          <HelpCard id="report" icon={<Bug className="size-6" aria-hidden="true" />} title="Report Issues">
            <p>Found a wrong score, a broken page or a typo? Tell us the page address and what you expected to see.</p>
            <a
              className="mt-3 inline-flex items-center gap-1.5 font-semibold text-rink-700 underline-offset-4 hover:underline"
              href={mailto(CONTACT_EMAIL, 'Issue report')}
            >
              <Mail className="size-4" aria-hidden="true" />
              Report an issue
            </a>
          </HelpCard>
          <HelpCard id="score" icon={<Timer className="size-6" aria-hidden="true" />} title="Score a Game">
            <p>
              Keeping the sheet at the rink? Ask your league manager for the game&apos;s code, open the scorekeeper&apos;s console on your
              phone and enter it: goals, penalties and shots reach the game&apos;s page within a second, and the console keeps working
              without a signal.
            </p>
            <Link className="mt-3 inline-flex font-semibold text-rink-700 underline-offset-4 hover:underline" to={links.score()}>
              Open the scorekeeper&apos;s console
            </Link>
          </HelpCard>
          <HelpCard id="api" icon={<Code2 className="size-6" aria-hidden="true" />} title="API Documentation">
            <p>Every endpoint, parameter and response, with a try-it console.</p>
            <a className="mt-3 inline-flex font-semibold text-rink-700 underline-offset-4 hover:underline" href="/api/docs">
              Open the API docs
            </a>
          </HelpCard>
        </div>
      </div>
    </>
  );
}

function HelpCard({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-600 shadow-sm target:ring-2 target:ring-rink-400"
    >
      <span className="grid size-11 place-items-center rounded-xl bg-rink-50 text-rink-700">{icon}</span>
      <h2 id={`${id}-title`} className="mt-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-1.5 leading-relaxed">{children}</div>
    </section>
  );
}
