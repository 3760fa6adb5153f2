import { ListOrdered, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { shiftDateOnly } from '#shared/domain/dates/format';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { SkeletonText } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { links } from '#shared/routes/routes';

type QuickNavProps = { date: string; today: string; onSelect: (date: string) => void };

/** §2.14 sidebar: Today / Yesterday / Tomorrow relative to the visitor's calendar. */
export function QuickNavigation({ date, today, onSelect }: QuickNavProps) {
  const options = [
    { label: 'Yesterday', value: shiftDateOnly(today, -1) ?? today },
    { label: 'Today', value: today },
    { label: 'Tomorrow', value: shiftDateOnly(today, 1) ?? today },
  ];
  return (
    <Card>
      <CardHeader className="py-3">
        <CardTitle className="text-sm">Quick Navigation</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-3 gap-2 py-3 lg:grid-cols-1">
        {options.map((o) => (
          <Button
            key={o.label}
            size="sm"
            variant={o.value === date ? 'primary' : 'secondary'}
            aria-pressed={o.value === date}
            onClick={() => onSelect(o.value)}
            className={cn('w-full lg:justify-start')}
          >
            {o.label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

// `name` is undefined while the league list loads: the card keeps its final size (no shift).
type LeagueInfoProps = { leagueId: number; name: string | undefined; gameCount: number | null };

/** Shown with one league chosen: its name, how many games are listed and a way to its table. */
export function LeagueInfoCard({ leagueId, name, gameCount }: LeagueInfoProps) {
  return (
    <Card data-testid="league-info">
      <CardHeader className="py-3">
        <CardTitle className="flex items-center gap-2 text-sm">
          <Trophy className="size-4 text-rink-600" aria-hidden="true" />
          League Info
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 lg:block lg:space-y-3">
        <p className="min-w-0 flex-1 font-semibold text-slate-900">{name ?? <SkeletonText>Loading league name</SkeletonText>}</p>
        <p className="text-sm text-slate-600">
          <span className="text-2xl font-bold tabular-nums text-slate-900">{gameCount ?? '–'}</span> {gameCount === 1 ? 'game' : 'games'}{' '}
          listed
        </p>
        <Button asChild variant="secondary" size="sm" className="w-full sm:w-auto lg:w-full">
          <Link to={links.standings({ league: leagueId })}>
            <ListOrdered aria-hidden="true" />
            View Standings
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
