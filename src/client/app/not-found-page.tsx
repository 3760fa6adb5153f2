import { Link } from 'react-router';
import { notFoundTitle } from '#shared/routes/head-text';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';
import { PuckIcon } from './logo';
import { links } from '#shared/routes/routes';

const POPULAR = [
  { to: links.scores(), label: 'Today’s scores' },
  { to: links.standings(), label: 'Standings' },
  { to: links.teams(), label: 'Teams' },
  { to: links.facilities(), label: 'Facilities' },
];

export default function NotFoundPage() {
  useDocumentTitle(notFoundTitle());
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="flex items-center gap-2 text-7xl font-black tracking-tighter text-rink-600" aria-hidden="true">
        4<PuckIcon className="size-16" />4
      </div>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-2 text-slate-600">That page is off the ice. Check the address, or head back to the directory.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={links.home()}>Home</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={links.directory()}>Browse the directory</Link>
        </Button>
      </div>
      <nav aria-label="Popular pages" className="mt-10 w-full border-t border-slate-200 pt-6">
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm">
          {POPULAR.map((p) => (
            <li key={p.to}>
              <Link to={p.to} className="font-medium text-rink-700 hover:underline">
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
