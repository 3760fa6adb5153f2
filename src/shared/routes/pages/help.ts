import { titled } from '../head-text';
import { defineRoute } from '../route-descriptor';

export const helpRoute = defineRoute({
  id: 'help',
  paths: ['help'],
  page: 'features/marketing/pages/help-page.tsx',
  link: () => '/help',
  cache: 'shared',
  title: titled('Help'),
});
