import { Link } from 'react-router';
import type { Facility } from '#shared/schemas/facility';
import { SkeletonText } from '#client/components/ui/skeleton';
import { enumLabel } from './facility-labels';
import { links } from '#shared/routes/routes';

// A phone shows the name with type and place under it, and the capacity; wider screens add columns.
const sm = 'hidden sm:table-cell';
const md = 'hidden md:table-cell';
const th = 'px-3 py-2 text-left text-[11px] font-semibold uppercase tracking-wide text-slate-500';
const td = 'px-3 py-2 text-slate-700';
const place = (f: Facility) => [f.city, f.country?.name].filter(Boolean).join(', ');

function frame(children: React.ReactNode) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full table-fixed border-collapse text-sm sm:table-auto">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Facility
            </th>
            <th scope="col" className={`${th} ${sm}`}>
              Type
            </th>
            <th scope="col" className={`${th} ${md}`}>
              Surface
            </th>
            <th scope="col" className={`${th} ${sm}`}>
              Location
            </th>
            <th scope="col" className={`${th} w-24 text-right`}>
              Capacity
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** Facilities as a dense table, one row each (issue 19 item 3). */
export function FacilityRows({ facilities }: { facilities: Facility[] }) {
  return frame(
    facilities.map((f) => (
      <tr key={f.id} data-testid="facility-card" className="hover:bg-rink-50/60">
        <td className={td}>
          <Link
            to={links.facility(f.id)}
            className="block truncate py-0.5 font-semibold text-slate-900 hover:text-rink-700 hover:underline"
          >
            {f.name}
          </Link>
          <p className="truncate text-xs text-slate-500 sm:hidden">
            {enumLabel(f.facilityType)} · {place(f)}
          </p>
        </td>
        <td className={`${td} ${sm} whitespace-nowrap`}>{enumLabel(f.facilityType)}</td>
        <td className={`${td} ${md} whitespace-nowrap`}>{enumLabel(f.surfaceType)}</td>
        <td className={`${td} ${sm} max-w-64 truncate`}>{place(f)}</td>
        <td className={`${td} text-right tabular-nums`}>{f.capacity != null ? f.capacity.toLocaleString('en-US') : '—'}</td>
      </tr>
    )),
  );
}

export function FacilityRowsSkeleton({ count }: { count: number }) {
  return frame(
    Array.from({ length: count }, (_, i) => (
      <tr key={i} data-testid="facility-skeleton" aria-hidden="true">
        <td className={td}>
          <SkeletonText className="block py-0.5 font-semibold">Facility Name Arena</SkeletonText>
          <p className="text-xs sm:hidden">
            <SkeletonText>Arena · City, Country</SkeletonText>
          </p>
        </td>
        <td className={`${td} ${sm}`}>
          <SkeletonText>Arena</SkeletonText>
        </td>
        <td className={`${td} ${md}`}>
          <SkeletonText>Ice</SkeletonText>
        </td>
        <td className={`${td} ${sm}`}>
          <SkeletonText>City, Country</SkeletonText>
        </td>
        <td className={`${td} text-right`}>
          <SkeletonText>18,800</SkeletonText>
        </td>
      </tr>
    )),
  );
}
