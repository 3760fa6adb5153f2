// Public API of the marketing feature: the directory's counts, for any page that quotes them.
export { useStats } from './api/get-stats';
