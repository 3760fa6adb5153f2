// A plain rank number, as sports sites print it (issue 19: no medal colours on a league table).
export function RankBadge({ rank }: { rank: number | string }) {
  return (
    <span
      data-testid="rank-badge"
      className="inline-block min-w-6 whitespace-nowrap text-right text-xs font-semibold tabular-nums text-slate-500"
    >
      {rank}
    </span>
  );
}
