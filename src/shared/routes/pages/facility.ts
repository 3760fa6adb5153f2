import type { Facility } from '../../schemas/facility';
import { place, sentence, titled } from '../head-text';
import { defineRoute, recordHead } from '../route-descriptor';
import { breadcrumbs, facilityLd } from '../structured-data';

export const facilityRoute = defineRoute({
  id: 'facility',
  paths: ['facility/:id'],
  page: 'features/facilities/pages/facility-page.tsx',
  link: (id: number) => `/facility/${id}`,
  cache: 'shared',
  record: {
    kind: 'Facility',
    read: (id) => `/api/facilities/${id}`,
    title: (f: Facility) => titled(f.name, f.city),
  },
});

export const facilityHead = recordHead(facilityRoute, (f, origin, links) => {
  const where = place(f.city, f.country?.name);
  return {
    canonicalPath: facilityRoute.link(f.id),
    image: f.imageUrl,
    description: sentence(
      `${f.name}: hockey ${f.facilityType?.replace('_', ' ') ?? 'facility'}`,
      where && `in ${where}`,
      f.capacity ? `with ${f.capacity.toLocaleString('en-US')} seats.` : '.',
    ).replace(' .', '.'),
    jsonLd: [
      facilityLd(origin, f, links),
      breadcrumbs(origin, [
        ['Home', links.home()],
        ['Facilities', links.facilities()],
        [f.name, facilityRoute.link(f.id)],
      ]),
    ],
  };
});
