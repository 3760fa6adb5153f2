import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button';

/** One part of the scoresheet: a heading, its rows, and an Add button under them. */
export function EditorSection({
  id,
  title,
  addLabel,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 border-t border-slate-100 px-4 py-4 sm:px-5" data-testid={id}>
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
      {onAdd && (
        <Button type="button" size="sm" variant="secondary" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      )}
    </section>
  );
}
