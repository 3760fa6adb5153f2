import { titled } from '../head-text';
import { defineRoute } from '../route-descriptor';

export const adSettingsRoute = defineRoute({
  id: 'adSettings',
  paths: ['ad-settings'],
  page: 'features/ads/pages/ad-settings-page.tsx',
  link: () => '/ad-settings',
  cache: 'private',
  title: titled('Ad Settings'),
  noindex: true,
});
