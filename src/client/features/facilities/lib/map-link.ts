type Place = { name: string; address: string | null; city: string | null; country: { name: string } | null };

/**
 * An OpenStreetMap search for the facility's address (issue 28: "no way to find it on a map"): a
 * plain link, no map library or key; null when there is neither an address nor a city to search for.
 */
export function mapSearchUrl(f: Place): string | null {
  if (!f.address?.trim() && !f.city?.trim()) return null;
  const where = [f.address?.trim() || f.name, f.city?.trim(), f.country?.name].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(where)}`;
}
