import { Search } from 'lucide-react';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { Input, Label, Select } from './input';

/**
 * The search box of a filter bar keeps its own text while typing and follows the URL when the
 * URL changes (back button, Clear). The router renders a navigation in a transition: a Back that
 * arrives before the search's render commits folds both into one render in which the URL's value
 * never changed, so Back also sets the text from the address bar itself.
 */
export function useSyncedSearch(urlValue: string, param = 'search'): [string, (v: string) => void] {
  const [search, setSearch] = useState(urlValue);
  const [synced, setSynced] = useState(urlValue);
  if (synced !== urlValue) {
    setSynced(urlValue);
    setSearch(urlValue);
  }
  useEffect(() => {
    const onBack = () => setSearch(new URLSearchParams(window.location.search).get(param) ?? '');
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [param]);
  return [search, setSearch];
}

/** `name` is the field's query parameter: without JavaScript the filter form is a plain GET (ADR 0030). */
export function SearchField({
  id,
  name = 'search',
  placeholder,
  value,
  onChange,
}: {
  id: string;
  name?: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
        <Input
          id={id}
          name={name}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (v: string) => void;
  children: ReactNode;
};

export function SelectField({ id, label, value, onValueChange, children, ...rest }: SelectFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onValueChange(e.target.value)} {...rest}>
        {children}
      </Select>
    </div>
  );
}
