import { Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { Panel } from './panel';

/**
 * The add/edit form above a list: closed by default so the list is visible first (phones);
 * editing a row opens it with that row's values.
 */
export function FormPanel({
  noun,
  editTitle,
  onCancelEdit,
  children,
}: {
  noun: string;
  editTitle?: string;
  onCancelEdit: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const editing = editTitle !== undefined;
  const close = () => (editing ? onCancelEdit() : setOpen(false));
  return (
    <Panel
      title={editing ? editTitle : `Add ${noun}`}
      actions={
        editing ? (
          <Button size="sm" variant="secondary" onClick={onCancelEdit}>
            <X aria-hidden="true" />
            Close
          </Button>
        ) : (
          <Button size="sm" variant={open ? 'secondary' : 'primary'} aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? (
              <>
                <X aria-hidden="true" />
                Close
              </>
            ) : (
              <>
                <Plus aria-hidden="true" />
                New {noun}
              </>
            )}
          </Button>
        )
      }
    >
      {(open || editing) && children(close)}
    </Panel>
  );
}
