import { useMemo } from 'react';

/** The IANA zones this browser knows, as suggestions for a zone box (type "Tor" to find America/Toronto). */
export function TimeZoneOptions({ id }: { id: string }) {
  const zones = useMemo(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []), []);
  return (
    <datalist id={id}>
      {zones.map((z) => (
        <option key={z} value={z} />
      ))}
    </datalist>
  );
}
