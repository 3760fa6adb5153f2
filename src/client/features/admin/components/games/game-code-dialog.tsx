import { useQuery } from '@tanstack/react-query';
import { KeyRound, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Game } from '#shared/schemas/game';
import type { GameCodeCreated } from '#shared/schemas/roles';
import { Button } from '#client/components/ui/button';
import { gameCodesQuery, makeGameCode, releaseGameCode, revokeGameCode } from '../../api/users';
import { GameCodeMade } from './game-code-made';
import { useAdminMutation } from '../../lib/use-admin-mutation';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Issue 27: a scorekeeper's code for one game (its league manager or an admin). The code is shown
 * once, here; the list below names the game's codes by expiry so one can be revoked.
 */
export function GameCodeDialog({ game, label }: { game: Game; label: string }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<GameCodeCreated | null>(null);
  // Read afresh at each opening: whether a device is using a code changes without a write of ours.
  const codes = useQuery({ ...gameCodesQuery(game.id), enabled: open, staleTime: 0 });
  const make = useAdminMutation({
    mutationFn: () => makeGameCode(game.id),
    writes: ['game_codes'],
    success: 'Game code created',
    failure: 'Failed to make a game code',
    onSuccess: setMade,
  });
  const revoke = useAdminMutation({
    mutationFn: (codeId: number) => revokeGameCode(game.id, codeId),
    writes: ['game_codes'],
    success: 'Game code revoked',
    failure: 'Failed to revoke the code',
  });
  const release = useAdminMutation({
    mutationFn: (codeId: number) => releaseGameCode(game.id, codeId),
    writes: ['game_codes'],
    success: 'Code released: it can be entered on another device',
    failure: 'Failed to release the code',
  });
  const live = (codes.data ?? []).filter((c) => !c.revokedAt && Date.parse(c.expiresAt) > Date.now());
  return (
    <Dialog.Root open={open} onOpenChange={(o) => (setOpen(o), o || setMade(null))}>
      <Dialog.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-slate-500"
          aria-label={`Scorekeeper code for ${label}`}
          title="Scorekeeper code"
        >
          <KeyRound aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Scorekeeper code</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" className="size-8" aria-label="Close">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {label}, {game.gameDate}. The first device that enters the code at <strong>/score</strong> scores this game only, from an hour
            before its start until 24 hours after; release the code to move to another device.
          </Dialog.Description>
          {made ? (
            <GameCodeMade made={made} />
          ) : (
            <Button className="mt-4 w-full" onClick={() => make.mutate(undefined)} disabled={make.isPending}>
              Make a code
            </Button>
          )}
          {live.length > 0 && (
            <ul aria-label="Active codes" className="mt-4 divide-y divide-slate-100 text-sm">
              {live.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-2 py-2">
                  <span className="text-slate-600">
                    Code #{c.id} · until {when(c.expiresAt)}
                    {c.inUse && <span className="ml-1 font-medium text-emerald-700">· in use on a device</span>}
                  </span>
                  <span className="flex gap-1">
                    {c.inUse && (
                      <Button variant="ghost" size="sm" onClick={() => release.mutate(c.id)} disabled={release.isPending}>
                        Release
                      </Button>
                    )}
                    <Button variant="secondary" size="sm" onClick={() => revoke.mutate(c.id)} disabled={revoke.isPending}>
                      Revoke
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
