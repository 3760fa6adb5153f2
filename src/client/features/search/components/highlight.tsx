import { highlightParts } from '#shared/domain/directory/search-rank';

/** The hit's name with the typed text marked, accents and case folded (issue 19 item 4). */
export function Highlight({ text, query }: { text: string; query: string }) {
  const parts = highlightParts(text, query);
  if (!parts) return <>{text}</>;
  return (
    <>
      {parts[0]}
      <mark className="rounded-sm bg-amber-100 px-px text-inherit">{parts[1]}</mark>
      {parts[2]}
    </>
  );
}
