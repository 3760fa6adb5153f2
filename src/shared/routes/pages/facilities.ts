import { titled } from '../head-text';
import { withQuery, type LinkQuery } from '../link-query';
import { defineRoute } from '../route-descriptor';

export const facilitiesRoute = defineRoute({
  id: 'facilities',
  paths: ['facilities'],
  page: 'features/facilities/pages/facilities-page.tsx',
  link: (query?: LinkQuery) => withQuery('/facilities', query),
  cache: 'shared',
  title: titled('Hockey Facilities'),
});
