export type TeamDef = {
  name: string;
  shortName: string;
  city: string;
  countryCode: string;
  primaryColor?: string;
  colors?: string;
  founded?: number;
  conference?: string;
  division?: string;
};

/**
 * Parses compact team lines "Name|SHORT|City|#color|founded". A line starting with "@" sets the
 * conference/division (and optionally country) for the lines after it: "@Eastern/Atlantic/CAN".
 */
export function parseTeams(text: string, countryCode: string): TeamDef[] {
  let conference: string | undefined;
  let division: string | undefined;
  let country = countryCode;
  const out: TeamDef[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('@')) {
      const [c, d, k] = line.slice(1).split('/');
      conference = c || undefined;
      division = d || undefined;
      country = k || countryCode;
      continue;
    }
    const [name, shortName, city, color, founded, cc] = line.split('|');
    out.push({
      name,
      shortName,
      city,
      countryCode: cc || country,
      primaryColor: color || undefined,
      founded: founded ? Number(founded) : undefined,
      conference,
      division,
    });
  }
  return out;
}
