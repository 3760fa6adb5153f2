import { Building2, Shield, Trophy, User } from 'lucide-react';
import type { SearchHit } from '../../../../shared/schemas/search';

const ICONS = { player: User, team: Shield, league: Trophy, facility: Building2 } as const;

export function SearchHitIcon({ type, className }: { type: SearchHit['type']; className?: string }) {
  const Icon = ICONS[type];
  return <Icon className={className} aria-hidden="true" />;
}
