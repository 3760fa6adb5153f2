import { ArrowUpRight, Play } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { COACHING_BOARD_URL } from '#client/lib/site';

/** requirements §2.5 featured app: both buttons open the external site in a new tab (noopener keeps it from reaching back). */
export function CoachingBoardFeature() {
  return (
    <section aria-labelledby="featured-app" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <div className="grid overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200 lg:grid-cols-2">
        <div className="p-8 sm:p-10">
          <p className="text-sm font-bold uppercase tracking-wider text-goal">Featured app</p>
          <h2 id="featured-app" className="mt-2 text-3xl font-extrabold text-slate-900">
            Hockey Coaching Board
          </h2>
          <p className="mt-3 text-slate-600">
            Sketch systems on a real rink, animate breakouts and power plays, and share drills with players in a link. Free to start, with
            Pro features for teams.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href={COACHING_BOARD_URL} target="_blank" rel="noopener noreferrer">
                Open Coaching Board
                <ArrowUpRight />
              </a>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href={`${COACHING_BOARD_URL}/#demo`} target="_blank" rel="noopener noreferrer">
                <Play />
                Watch the demo
              </a>
            </Button>
          </div>
        </div>
        <BoardArt />
      </div>
    </section>
  );
}

function BoardArt() {
  return (
    <div className="relative min-h-56 bg-gradient-to-br from-rink-50 to-rink-100 p-6">
      <svg viewBox="0 0 400 220" className="h-full w-full" aria-hidden="true" fill="none">
        <rect x="6" y="6" width="388" height="208" rx="80" fill="#fff" stroke="#0b3b6d" strokeWidth="3" />
        <path d="M200 6v208" stroke="#e11d48" strokeWidth="3" />
        <path d="M135 6v208M265 6v208" stroke="#0c82e6" strokeWidth="4" />
        <circle cx="200" cy="110" r="34" stroke="#0c82e6" strokeWidth="2" />
        <path d="M70 160 C 120 150, 150 90, 215 70" stroke="#0b1f3a" strokeWidth="3" strokeDasharray="8 6" markerEnd="url(#arrow)" />
        <path d="M80 60 C 140 70, 230 130, 300 120" stroke="#e11d48" strokeWidth="3" markerEnd="url(#arrow-red)" />
        {[
          [70, 160],
          [80, 60],
          [120, 110],
        ].map(([x, y]) => (
          <circle key={`${x}${y}`} cx={x} cy={y} r="11" fill="#0b1f3a" />
        ))}
        {[
          [300, 80],
          [320, 150],
          [260, 170],
        ].map(([x, y]) => (
          <path key={`${x}${y}`} d={`M${x - 9} ${y - 9}l18 18M${x + 9} ${y - 9}l-18 18`} stroke="#e11d48" strokeWidth="4" />
        ))}
        <defs>
          <marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto">
            <path d="M0 0l10 5-10 5z" fill="#0b1f3a" />
          </marker>
          <marker id="arrow-red" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto">
            <path d="M0 0l10 5-10 5z" fill="#e11d48" />
          </marker>
        </defs>
      </svg>
    </div>
  );
}
