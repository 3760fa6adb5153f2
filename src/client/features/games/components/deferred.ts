import { deferredPart } from '#client/lib/deferred-part';

// Below the scoreboard: their code loads after the page's (first-load budget, docs/performance.md).
export const BoxScoreSection = deferredPart('box-score', () => import('./box-score/box-score-section').then((m) => m.BoxScoreSection));
export const PlayByPlay = deferredPart('play-by-play', () => import('./play-by-play').then((m) => m.PlayByPlay));
