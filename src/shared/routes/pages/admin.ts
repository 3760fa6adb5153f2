import { titled } from '../head-text';
import { withQuery, type LinkQuery } from '../link-query';
import { defineRoute } from '../route-descriptor';

export const adminRoute = defineRoute({
  id: 'admin',
  paths: ['admin'],
  page: 'features/admin/pages/admin-page.tsx',
  link: (query?: LinkQuery) => withQuery('/admin', query),
  cache: 'private',
  title: titled('Admin Dashboard'),
  noindex: true,
});
