import { titled } from '../head-text';
import { defineRoute } from '../route-descriptor';

export const adTestRoute = defineRoute({
  id: 'adTest',
  paths: ['ad-test'],
  page: 'features/ads/pages/ad-test-page.tsx',
  link: () => '/ad-test',
  cache: 'private',
  title: titled('Ad Test'),
  noindex: true,
});
