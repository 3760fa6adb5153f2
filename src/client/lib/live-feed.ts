/**
 * Issue 27: one EventSource per /api/live URL for the whole page, however many lists on it follow the
 * same day (a team page reads its games three times): subscribers share it and the last one closes it.
 * EventSource reconnects by itself, resuming after the last id it saw (ADR 0025).
 */
/** A message of the feed: the game it concerns, and whether it says the game has gone from the feed (deleted or moved). */
export type LiveChange = { gameId: number; removed: boolean };

type Feed = {
  source: EventSource;
  changed: Set<(change: LiveChange) => void>;
  state: Set<(connected: boolean) => void>;
  connected: boolean;
};
const feeds = new Map<string, Feed>();

function open(url: string): Feed {
  const feed: Feed = { source: new EventSource(url), changed: new Set(), state: new Set(), connected: false };
  const setConnected = (connected: boolean) => {
    feed.connected = connected;
    for (const listener of feed.state) listener(connected);
  };
  const onChange = (message: MessageEvent<string>) => {
    const data = JSON.parse(message.data) as { gameId: number; deleted?: boolean; left?: boolean };
    // `deleted` on an `event: delete` is an undone event; on `event: game` the game itself is gone, or (`left`)
    // moved to another day or league than the feed's.
    const change = { gameId: data.gameId, removed: message.type === 'game' && (data.deleted === true || data.left === true) };
    for (const listener of feed.changed) listener(change);
  };
  feed.source.onopen = () => setConnected(true);
  feed.source.onerror = () => setConnected(false);
  feed.source.addEventListener('event', onChange);
  feed.source.addEventListener('delete', onChange);
  // The game itself changed (created, set live, ended, postponed, imported, deleted): its lists refetch just the same.
  feed.source.addEventListener('game', onChange);
  return feed;
}

/** Follows `url`: `onChange` for every event change or game change, `onState` when the stream connects or drops. */
export function followLiveFeed(url: string, onChange: (change: LiveChange) => void, onState: (connected: boolean) => void): () => void {
  let feed = feeds.get(url);
  if (!feed) feeds.set(url, (feed = open(url)));
  feed.changed.add(onChange);
  feed.state.add(onState);
  onState(feed.connected);
  const joined = feed;
  return () => {
    joined.changed.delete(onChange);
    joined.state.delete(onState);
    if (joined.changed.size === 0) {
      joined.source.close();
      feeds.delete(url);
    }
  };
}
