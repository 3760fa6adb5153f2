import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreSession } from '#shared/schemas/roles';
import { sendJson, throwIfNotOk } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** Issue 27: a game code becomes this browser's scorekeeper session (cookie hd_score). */
export const enterCode = (code: string) => sendJson<ScoreSession>('POST', '/api/score-sessions', { code });
export const endSession = () => sendJson<void>('DELETE', '/api/score-sessions/current');

async function currentSession(): Promise<ScoreSession | null> {
  const res = await fetch('/api/score-sessions/current', { credentials: 'include' });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as ScoreSession;
}

export const scoreSessionQuery = queryOptions({ queryKey: queryKeys.scoreSession, queryFn: currentSession, retry: false });
export const useScoreSession = () => useQuery(scoreSessionQuery);
