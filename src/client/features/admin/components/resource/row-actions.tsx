import { Pencil } from 'lucide-react';
import type { WrittenTable } from '#shared/data-scopes';
import type { DeleteReferences } from '#shared/schemas/delete-guard';
import { Button } from '#client/components/ui/button';
import { useAdminMutation } from '../../lib/use-admin-mutation';
import { ConfirmDelete, type What } from '../confirm-delete';

/** The pencil at the end of a row: opens that record's form. */
export function EditButton({ label, onClick, expanded }: { label: string; onClick: () => void; expanded?: boolean }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-slate-500"
      aria-label={`Edit ${label}`}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <Pencil aria-hidden="true" />
    </Button>
  );
}

type Deletable = {
  remove: (id: number, cascade?: boolean) => Promise<void>;
  references: (id: number) => Promise<DeleteReferences>;
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A record's delete button with its confirmation (requirements §5) and the §8 toasts. With `checkReferences`
 * (the default) the server is asked first what uses the record and the delete may cascade (issue 18).
 */
export function DeleteRecord({
  what,
  label,
  id,
  api,
  writes,
  checkReferences = true,
  confirmWhenFree,
}: {
  what: What;
  label: string;
  id: number;
  api: Deletable;
  /** The tables the delete changes: its own and what a cascade clears (src/shared/data-scopes.ts). */
  writes: readonly WrittenTable[];
  checkReferences?: boolean;
  confirmWhenFree?: boolean;
}) {
  const remove = useAdminMutation({
    mutationFn: (cascade: boolean) => (checkReferences ? api.remove(id, cascade) : api.remove(id)),
    writes,
    success: `${capital(what)} deleted successfully`,
    failure: `Failed to delete ${what}`,
  });
  return (
    <ConfirmDelete
      what={what}
      label={label}
      confirmWhenFree={confirmWhenFree}
      onConfirm={(cascade) => remove.mutate(cascade)}
      references={checkReferences ? () => api.references(id) : undefined}
      disabled={remove.isPending}
    />
  );
}
