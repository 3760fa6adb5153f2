import { Link } from 'react-router';
import { cn } from '#client/lib/cn';
import { playerName, type BoxPlayer } from './box-names';
import { links } from '#shared/routes/routes';

/** A dressed player's name linking to his page (box-score rows carry ids only). */
export function PlayerLink({ id, index, className }: { id: number; index: Map<number, BoxPlayer>; className?: string }) {
  return (
    <Link to={links.player(id)} className={cn('text-slate-900 hover:text-rink-700 hover:underline', className)}>
      {playerName(index.get(id), id)}
    </Link>
  );
}
