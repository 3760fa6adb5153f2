import { titled } from '../head-text';
import { defineRoute } from '../route-descriptor';

export const directoryRoute = defineRoute({
  id: 'directory',
  paths: ['directory'],
  page: 'features/marketing/pages/directory-page.tsx',
  link: () => '/directory',
  cache: 'shared',
  title: titled('Directory'),
});
