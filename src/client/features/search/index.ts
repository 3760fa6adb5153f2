// Public API of the search feature: the header and the mobile drawer place the search box.
export { SearchBox } from './components/search-box';
