/** Column names above a list of editor rows, on screens wide enough to lay the row out as one line. */
export function RowHeader({ template, labels }: { template: string; labels: string[] }) {
  return (
    <div
      aria-hidden="true"
      className={`hidden gap-2 px-2 text-[11px] font-semibold uppercase tracking-wide text-slate-500 sm:grid ${template}`}
    >
      {labels.map((l, i) => (
        <span key={i}>{l}</span>
      ))}
    </div>
  );
}
