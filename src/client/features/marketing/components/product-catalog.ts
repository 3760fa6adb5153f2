import { BarChart3, Building2, ClipboardList, Code2, Database, Lightbulb, PenTool, Trophy, Users, type LucideIcon } from 'lucide-react';

export type Product = { icon: LucideIcon; name: string; category: string; pricing: string; platforms: string[]; text: string };

/** requirements §1/§2.5 products; pricing texts from §9. */
export const PRODUCTS: Product[] = [
  {
    icon: PenTool,
    name: 'Coaching Board',
    category: 'Coaching',
    pricing: 'Free, with Pro features',
    platforms: ['Web', 'iPad', 'Android tablets'],
    text: 'Draw plays, animate drills and share practice plans with your whole bench.',
  },
  {
    icon: Users,
    name: 'Team Management Suite',
    category: 'Team operations',
    pricing: 'Starting at $29/month',
    platforms: ['Web', 'iOS', 'Android'],
    text: 'Rosters, schedules, availability, payments and messages for clubs and associations.',
  },
  {
    icon: BarChart3,
    name: 'Analytics Dashboard',
    category: 'Performance',
    pricing: 'Custom pricing',
    platforms: ['Web'],
    text: 'Shot maps, line combinations and trend reports built on your game data.',
  },
  {
    icon: Trophy,
    name: 'Tournament Organizer',
    category: 'Events',
    pricing: 'Per-event pricing',
    platforms: ['Web', 'iOS', 'Android'],
    text: 'Brackets, pools, live scoring and public standings pages for tournaments of any size.',
  },
  {
    icon: Building2,
    name: 'Facility Finder',
    category: 'Discovery',
    pricing: 'Free',
    platforms: ['iOS', 'Android', 'Web'],
    text: 'Find the nearest rink, its surface and public skating times, wherever you travel.',
  },
  {
    icon: Code2,
    name: 'Hockey Directory API',
    category: 'Developers',
    pricing: 'Free tier, paid plans for volume',
    platforms: ['REST / JSON'],
    text: 'Facilities, leagues, teams, players, games and standings for your own apps.',
  },
];

export const SERVICES: { icon: LucideIcon; name: string; text: string }[] = [
  { icon: ClipboardList, name: 'Custom Development', text: 'Websites, apps and integrations for leagues, clubs and federations.' },
  { icon: Database, name: 'Data Services', text: 'Data feeds, migrations and clean-ups of historical results and rosters.' },
  { icon: Lightbulb, name: 'Consulting', text: 'Digital strategy for hockey organisations, from registration to fan engagement.' },
];
