import { titled } from '../head-text';
import { defineRoute } from '../route-descriptor';

export const productsRoute = defineRoute({
  id: 'products',
  paths: ['products'],
  page: 'features/marketing/pages/products-page.tsx',
  link: () => '/products',
  cache: 'shared',
  title: titled('Products'),
});
