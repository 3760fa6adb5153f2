import { AlertDialog } from 'radix-ui';
import { Loader2, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { DeleteReferences } from '#shared/schemas/delete-guard';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { DeleteImpact } from './delete-impact';

export type What = 'facility' | 'player' | 'game' | 'team' | 'season' | 'country' | 'league';

/**
 * requirements §5: "Are you sure you want to delete this <what>?" before a record goes. With `references`
 * (issue 18) the server is asked first what uses the record: the dialog then shows the counts and a
 * delete needs the explicit cascade confirmation, or cannot happen while something blocks it.
 * `confirmWhenFree={false}` deletes an unreferenced record without a dialog (leagues, requirements §5).
 */
export function ConfirmDelete({
  what,
  label,
  onConfirm,
  disabled,
  references,
  confirmWhenFree = true,
}: {
  what: What;
  label: string;
  onConfirm: (cascade: boolean) => void;
  disabled?: boolean;
  references?: () => Promise<DeleteReferences>;
  confirmWhenFree?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [refs, setRefs] = useState<DeleteReferences | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const start = async () => {
    setAgreed(false);
    setCheckError(null);
    if (!references) return setOpen(true);
    setChecking(true);
    try {
      const found = await references();
      setRefs(found);
      if (!confirmWhenFree && found.references.length === 0) return onConfirm(false);
    } catch (err) {
      // The delete itself is still guarded on the server: let the admin try and read its answer.
      setRefs(null);
      setCheckError(errorMessage(err));
    } finally {
      setChecking(false);
    }
    setOpen(true);
  };

  const used = refs && refs.references.length > 0;
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-slate-500 hover:bg-red-50 hover:text-red-600"
        ref={button}
        aria-label={`Delete ${label}`}
        disabled={disabled || checking}
        onClick={() => void start()}
      >
        {checking ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
      </Button>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 backdrop-blur-[1px]" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none"
          // No Trigger (the server is asked first): hand focus back to the button by hand.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            button.current?.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete {what}</AlertDialog.Title>
          {used ? (
            <AlertDialog.Description asChild>
              <div className="mt-2 text-sm text-slate-600">
                <p className="font-medium text-slate-900">{refs.message}.</p>
                <DeleteImpact refs={refs} />
                {refs.cascadable ? (
                  <label className="mt-3 flex items-start gap-2 text-slate-700">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 accent-red-600"
                      checked={agreed}
                      onChange={(e) => setAgreed(e.target.checked)}
                    />
                    <span>
                      Delete this {what} and handle the records above as listed. It can be restored with them from the Activity tab for 30
                      days.
                    </span>
                  </label>
                ) : (
                  <p className="mt-3">This {what} cannot be deleted until the records marked above are dealt with.</p>
                )}
              </div>
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              Are you sure you want to delete this {what}?<span className="mt-1 block font-medium text-slate-900">{label}</span>
              {checkError && <span className="mt-2 block text-xs text-amber-700">Could not check what uses it: {checkError}</span>}
            </AlertDialog.Description>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{used && !refs.cascadable ? 'Close' : 'Cancel'}</Button>
            </AlertDialog.Cancel>
            {(!used || refs.cascadable) && (
              <AlertDialog.Action asChild>
                <Button variant="destructive" disabled={Boolean(used) && !agreed} onClick={() => onConfirm(Boolean(used))}>
                  {used ? 'Delete with dependants' : 'Delete'}
                </Button>
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
