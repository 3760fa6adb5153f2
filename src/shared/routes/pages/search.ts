import { titled } from '../head-text';
import { withQuery } from '../link-query';
import { defineRoute } from '../route-descriptor';

export const searchRoute = defineRoute({
  id: 'search',
  paths: ['search'],
  page: 'features/search/pages/search-page.tsx',
  link: (q?: string, more?: boolean) => withQuery('/search', { q, more: more ? '1' : undefined }),
  cache: 'shared',
  title: titled('Search'),
  noindex: true,
});
