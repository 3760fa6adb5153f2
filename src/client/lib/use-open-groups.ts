import { useCallback, useState } from 'react';
import { isDefaultOpenGroup, type GroupTab } from '#shared/domain/directory/levels';

/**
 * Open/closed per group: §4 defaults (NHL, United States and Canada, Professional) until the
 * visitor toggles, plus any group forced open (the one holding a ?team= highlight).
 */
export function useOpenGroups(tab: GroupTab, forcedOpenKey?: string) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = useCallback(
    (key: string, label: string, openByDefault = false) =>
      toggled[key] ?? (openByDefault || key === forcedOpenKey || isDefaultOpenGroup(tab, label)),
    [toggled, forcedOpenKey, tab],
  );
  const setOpen = useCallback((key: string, open: boolean) => setToggled((t) => ({ ...t, [key]: open })), []);
  return { isOpen, setOpen };
}

/** How many groups a filter or search opens by itself, so a narrowed list shows its matches, not closed headings. */
export const MATCH_GROUPS_OPEN = 3;

/** Whether any filter of a list is set (blank values do not count). */
export const isFiltered = (filters: Record<string, string | undefined>) => Object.values(filters).some((v) => Boolean(v));
