import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { links } from '#shared/routes/routes';

/** §2.16 help text: when ads show, and what the codes are. */
export function SettingsHelp() {
  return (
    <aside className="rounded-xl border border-rink-100 bg-rink-50 p-5 text-sm text-slate-700">
      <h2 className="mb-2 flex items-center gap-2 font-semibold text-navy-900">
        <Info className="size-4 text-rink-600" aria-hidden="true" /> How ads work
      </h2>
      <ul className="list-disc space-y-1.5 pl-5">
        <li>
          Ads show only when <strong>Enable ads</strong> is checked and a real Publisher ID is set (not empty and not “test-publisher”).
        </li>
        <li>A slot shows when it has an ad unit code or HTML code. Slots without either stay hidden and take no space.</li>
        <li>HTML code is pasted from your ad network; its scripts run on the live website, so only administrators can save it.</li>
        <li>Every slot keeps its fixed size while loading, so pages never jump when an ad arrives.</li>
        <li>
          Preview any slot and loading strategy on the{' '}
          <Link className="font-medium text-rink-700 underline" to={links.adTest()}>
            Ad Test
          </Link>{' '}
          page.
        </li>
      </ul>
    </aside>
  );
}
