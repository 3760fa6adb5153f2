import { Link } from 'react-router';
import { CONTACT_EMAIL, mailto } from '../lib/site';
import { PuckIcon } from './logo';
import { SocialIcon, type SocialNetwork } from './social-icons';
import { links } from '#shared/routes/routes';

const EXPLORE = [
  { to: links.facilities(), label: 'Find Facilities' },
  { to: links.leagues(), label: 'Browse Leagues' },
  { to: links.teams(), label: 'Team Directory' },
  { to: links.players(), label: 'Player Search' },
  { to: links.standings(), label: 'Live Standings' },
];

const SOCIAL: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'x', label: 'Hockey Directory on X', href: 'https://x.com' },
  { network: 'facebook', label: 'Hockey Directory on Facebook', href: 'https://www.facebook.com' },
  { network: 'instagram', label: 'Hockey Directory on Instagram', href: 'https://www.instagram.com' },
  { network: 'youtube', label: 'Hockey Directory on YouTube', href: 'https://www.youtube.com' },
];

const heading = 'text-xs font-bold uppercase tracking-wider text-slate-400';
const link = 'text-slate-300 transition-colors hover:text-white';

/** requirements §1 footer. Support links lead somewhere real: the help page, a mailto, the API docs. */
export function Footer() {
  return (
    <footer className="bg-navy-950 text-sm text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <Link to={links.home()} className="inline-flex items-center gap-2 text-lg font-bold text-white">
            <PuckIcon className="size-8" />
            Hockey Directory
          </Link>
          <p className="mt-3 leading-relaxed text-slate-400">
            The global hub for hockey facilities, leagues, teams and players: rinks, standings and scores from every level of the game.
          </p>
          <ul className="mt-5 flex gap-2">
            {SOCIAL.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  aria-label={s.label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-9 place-items-center rounded-lg bg-white/5 text-slate-300 ring-1 ring-white/10 hover:bg-white/10 hover:text-white"
                >
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={heading}>
            Explore
          </h2>
          <ul className="mt-4 space-y-2.5">
            {EXPLORE.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={heading}>
            Support
          </h2>
          <ul className="mt-4 space-y-2.5">
            <li>
              <Link to={links.help()} className={link}>
                Help Center
              </Link>
            </li>
            <li>
              <a href={mailto(CONTACT_EMAIL, 'Hockey Directory enquiry')} className={link}>
                Contact Us
              </a>
            </li>
            <li>
              <a href="/api/docs" className={link}>
                API Documentation
              </a>
            </li>
            <li>
              <Link to="/help#submit" className={link}>
                Submit Data
              </Link>
            </li>
            <li>
              <Link to="/help#report" className={link}>
                Report Issues
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6">
          © {new Date().getFullYear()} Hockey Directory. Data shown for information; verify schedules with the organisers.
        </p>
      </div>
    </footer>
  );
}
