import type { ReactNode } from 'react';
import { Input } from '#client/components/ui/input';
import { FormPanel } from '../form-panel';
import { Panel } from '../panel';

/**
 * A paged admin resource: the add/edit form (closed until asked for) above the list's panel. The list's
 * body is the tab's own (usually ListStates around a ResourceTable, then a Pager).
 */
export function ResourceTab({
  noun,
  editTitle,
  onCancelEdit,
  form,
  title,
  description,
  actions,
  children,
}: {
  noun: string;
  /** Set while a record is edited. */
  editTitle: string | undefined;
  onCancelEdit: () => void;
  form: (close: () => void) => ReactNode;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <FormPanel noun={noun} editTitle={editTitle} onCancelEdit={onCancelEdit}>
        {form}
      </FormPanel>
      <Panel title={title} description={description} actions={actions}>
        {children}
      </Panel>
    </div>
  );
}

/**
 * A short admin resource (countries, leagues), read whole and searched in the browser: the add form beside
 * the list on wide screens, above it on phones; records are edited in their own row.
 */
export function SideFormTab({
  formTitle,
  formDescription,
  form,
  title,
  description,
  search,
  onSearch,
  noun,
  children,
}: {
  formTitle: string;
  formDescription?: string;
  form: ReactNode;
  title: string;
  description?: string;
  search: string;
  onSearch: (text: string) => void;
  /** Plural, for the search box's label: "Search {noun}". */
  noun: string;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
      <Panel title={formTitle} description={formDescription}>
        {form}
      </Panel>
      <Panel
        title={title}
        description={description}
        actions={
          <Input
            type="search"
            aria-label={`Search ${noun}`}
            placeholder={`Search ${noun}...`}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            className="h-9 w-full sm:w-56"
          />
        }
      >
        {children}
      </Panel>
    </div>
  );
}
