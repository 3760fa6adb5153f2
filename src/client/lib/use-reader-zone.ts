import { useSyncExternalStore } from 'react';
import { readerTimeZone } from '#shared/domain/dates/zoned-time';

const noChanges = () => () => {};

/**
 * The reader's IANA zone, or null while the page is rendered on the server and hydrated: the
 * server cannot know the zone, so both show each game in its venue's zone, and React renders once
 * more in the reader's right after hydration (issue #18; same text length, no layout shift).
 */
export function useReaderZone(): string | null {
  return useSyncExternalStore(noChanges, readerTimeZone, () => null);
}
