import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** SPEC §5: "Are you sure you want to delete this <what>?" before a facility/player/game/team goes. */
export function ConfirmDelete({ what, label, onConfirm, disabled }: {
  what: 'facility' | 'player' | 'game' | 'team' | 'season' | 'country'; label: string; onConfirm: () => void; disabled?: boolean;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="size-8 text-slate-500 hover:bg-red-50 hover:text-red-600" aria-label={`Delete ${label}`} disabled={disabled}>
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete {what}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            Are you sure you want to delete this {what}?
            <span className="mt-1 block font-medium text-slate-900">{label}</span>
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild><Button variant="secondary">Cancel</Button></AlertDialog.Cancel>
            <AlertDialog.Action asChild><Button variant="destructive" onClick={onConfirm}>Delete</Button></AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
