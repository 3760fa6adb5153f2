import { Pencil } from 'lucide-react';
import type { Team } from '#shared/schemas/team';
import { Button } from '#client/components/ui/button';
import { teamsApi } from '../../api/teams';
import { DeleteRecord } from '../resource/row-actions';
import { TeamEditForm } from './team-edit-form';

export type EditProps = { editingId: number | null; setEditingId: (id: number | null) => void };

// A cascade clears the team from players and games.
const DeleteTeam = ({ team }: { team: Team }) => (
  <DeleteRecord what="team" label={team.name} id={team.id} api={teamsApi} writes={['teams', 'players', 'games']} />
);

// WCAG relative luminance: team colours vary, the initials must stay readable on any of them.
const channel = (c: number) => {
  const v = c / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
function textOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const l = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  // Contrast with white is 1.05/(l+0.05); with navy-950 (l≈0.008) it is (l+0.05)/0.058.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.058 ? '#ffffff' : '#07152a';
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

export function TeamLogo({ team, size = 'md' }: { team: Team; size?: 'sm' | 'md' }) {
  const cls = size === 'sm' ? 'size-8 text-[11px]' : 'size-11 text-sm';
  if (team.logoUrl)
    return (
      <img
        src={team.logoUrl}
        alt=""
        className={`${cls} shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-200`}
        loading="lazy"
      />
    );
  const bg = team.primaryColor ?? '#0b3b6d';
  return (
    <span
      aria-hidden="true"
      className={`${cls} flex shrink-0 items-center justify-center rounded-lg font-bold`}
      style={{ backgroundColor: bg, color: textOn(bg) }}
    >
      {team.shortName && team.shortName.length <= 3 ? team.shortName.toUpperCase() : initials(team.name)}
    </span>
  );
}

/**
 * One dense row per team (issue 19 item 3: rows where sports sites use rows): colour mark, name, short name
 * and city, then country and league (under the name on phones), Edit and delete at the end.
 */
export function TeamCard({ team, editingId, setEditingId }: { team: Team } & EditProps) {
  const editing = editingId === team.id;
  return (
    <article aria-label={team.name} className="min-w-0 px-3 py-2">
      <div className="flex items-center gap-3">
        <TeamLogo team={team} size="sm" />
        <div className="min-w-0 flex-1 sm:flex sm:items-baseline sm:gap-3">
          <h4 className="truncate text-sm font-semibold text-slate-900 sm:w-64 sm:shrink-0">{team.name}</h4>
          <p className="truncate text-xs text-slate-500 sm:w-40 sm:shrink-0">
            {team.shortName ?? '—'} · {team.city}
          </p>
          <p className="truncate text-xs text-slate-500">
            {team.country?.name ?? 'No country'} · {team.league?.name ?? 'No league'}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="text-rink-700"
          aria-expanded={editing}
          onClick={() => setEditingId(editing ? null : team.id)}
        >
          <Pencil aria-hidden="true" />
          {/* Icon only on phones, so the team name keeps the row's room; the name stays for screen readers. */}
          <span className="max-sm:sr-only">{editing ? 'Cancel Edit' : 'Edit'}</span>
        </Button>
        <DeleteTeam team={team} />
      </div>
      {editing && (
        <div className="max-w-md">
          <TeamEditForm team={team} onClose={() => setEditingId(null)} />
        </div>
      )}
    </article>
  );
}

/** All Teams: a compact row with name and city, Edit and delete. */
export function TeamRow({ team, editingId, setEditingId }: { team: Team } & EditProps) {
  const editing = editingId === team.id;
  return (
    <li className="px-4 py-2 sm:px-5">
      <div className="flex items-center gap-3">
        <TeamLogo team={team} size="sm" />
        <p className="min-w-0 flex-1 truncate text-sm">
          <span className="font-medium text-slate-900">{team.name}</span> <span className="text-slate-500">· {team.city}</span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="text-rink-700"
          aria-expanded={editing}
          aria-label={editing ? `Cancel edit of ${team.name}` : `Edit ${team.name}`}
          onClick={() => setEditingId(editing ? null : team.id)}
        >
          <Pencil aria-hidden="true" />
          <span aria-hidden="true">{editing ? 'Cancel Edit' : 'Edit'}</span>
        </Button>
        <DeleteTeam team={team} />
      </div>
      {editing && (
        <div className="max-w-md">
          <TeamEditForm team={team} onClose={() => setEditingId(null)} />
        </div>
      )}
    </li>
  );
}
