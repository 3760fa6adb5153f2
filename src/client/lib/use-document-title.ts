import { useEffect } from 'react';

/**
 * Sets the tab's title once it is known (null: leave it), so client-side navigation names each
 * page as the server's HTML does (its route descriptor, src/shared/routes/). Setting document.title rewrites the
 * server's <title> element rather than adding a second one.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
