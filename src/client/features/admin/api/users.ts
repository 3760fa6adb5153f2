import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCode, GameCodeCreated, GrantBody, UserWithGrants } from '#shared/schemas/roles';
import { getJson, getPage, sendJson, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** Issue 27: accounts and their scoped roles (admins), game codes (league managers and admins). */
export const usersQuery = (search: string, offset: number) =>
  queryOptions({
    queryKey: queryKeys.adminUsers(search, offset),
    queryFn: () => getPage<UserWithGrants>(withQuery('/api/users', { search: search || undefined, offset, limit: 25 })),
    placeholderData: keepPreviousData,
  });
export const useUsers = (search: string, offset: number) => useQuery(usersQuery(search, offset));

export const grantRole = (userId: number, body: GrantBody) => sendJson<UserWithGrants>('POST', `/api/users/${userId}/roles`, body);
export const revokeRole = (userId: number, grantId: number) => sendJson<UserWithGrants>('DELETE', `/api/users/${userId}/roles/${grantId}`);

export const makeGameCode = (gameId: number) => sendJson<GameCodeCreated>('POST', `/api/games/${gameId}/codes`, {});
export const revokeGameCode = (gameId: number, codeId: number) => sendJson<void>('DELETE', `/api/games/${gameId}/codes/${codeId}`);
export const releaseGameCode = (gameId: number, codeId: number) =>
  sendJson<void>('POST', `/api/games/${gameId}/codes/${codeId}/release`, {});
export const gameCodesQuery = (gameId: number) =>
  queryOptions({ queryKey: queryKeys.gameCodes(gameId), queryFn: () => getJson<GameCode[]>(`/api/games/${gameId}/codes`) });
