// Public API of the scorekeeper feature: who holds a game's scorekeeper session (the game page and the shell ask).
export { scoreSessionQuery, useScoreSession } from './api/score-session';
