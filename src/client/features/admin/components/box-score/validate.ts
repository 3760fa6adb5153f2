import { boxScoreIssues, type BoxScoreGameContext, type BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import { resultIssues } from '#shared/domain/games/game-result-rules';
import { BoxScoreBody, BoxScoreResult, type BoxScoreBodyInput } from '#shared/schemas/box-score';

type ZodIssue = { path: PropertyKey[]; code: string; message: string; input?: unknown };

// The schema's wording is for developers; these say what to do in the form.
function friendly(issue: ZodIssue): string {
  const field = String(issue.path[issue.path.length - 1] ?? '');
  if (/playerid$/i.test(field) && (issue.code === 'too_small' || issue.input === 0)) return 'Pick a player';
  if (issue.code === 'invalid_type' || (typeof issue.input === 'number' && Number.isNaN(issue.input))) return 'Enter a number';
  return issue.message;
}

/**
 * Every problem of the draft, as the server would name it: the schema's (a missing scorer, a time
 * that is not MM:SS) and the shared hockey rules' (goals that do not add up to the score, an
 * assister outside the lineup). The rules run even when a field is still blank, so one unfinished
 * row does not hide the others' mistakes.
 */
export function draftIssues(body: BoxScoreBodyInput, game: BoxScoreGameContext): BoxScoreIssue[] {
  const parsed = BoxScoreBody.safeParse(body);
  const shape: BoxScoreIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: friendly(i as ZodIssue) }));
  let rules: BoxScoreIssue[] = [];
  // A changed result is what the box score must agree with, under the game's own result rules.
  // Checked on its own, so an unfinished row elsewhere does not hide what the result breaks.
  const result = body.result === undefined ? undefined : BoxScoreResult.safeParse(body.result).data;
  if (result) {
    rules = resultIssues(result, 'unknown').map((i) => ({ path: `result.${i.field}`, message: i.message }));
    game = { ...game, ...result };
  }
  try {
    rules = [...rules, ...boxScoreIssues(parsed.success ? parsed.data : (body as Parameters<typeof boxScoreIssues>[0]), game)];
  } catch {
    // A draft too broken for the rules (should not happen: every list is present) still shows its shape errors.
  }
  const seen = new Set<string>();
  return [...shape, ...rules].filter((i) => {
    const key = `${i.path}|${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Issues of one row ('goals.3') or one list ('goals'), for the message under it. */
export const issuesAt = (issues: readonly BoxScoreIssue[], prefix: string) =>
  issues.filter((i) => i.path === prefix || i.path.startsWith(`${prefix}.`));

const LIST_LABEL: Record<string, string> = {
  lineup: 'Lineup',
  goals: 'Goal',
  penalties: 'Penalty',
  shots: 'Shots',
  shootout: 'Shootout attempt',
  goalies: 'Goalie',
  goalieStints: 'Goalie stint',
  penaltyShots: 'Penalty shot',
  players: 'Player figures',
  expectedUpdatedAt: 'Box score',
  result: 'Result',
};

/** 'goals.3.assist1PlayerId' → 'Goal 4'; 'goals' → 'Goals'. */
export function rowLabel(path: string): string {
  const [list, index] = path.split('.');
  const label = LIST_LABEL[list] ?? list;
  if (index === undefined || !/^\d+$/.test(index)) return list === 'goals' ? 'Goals' : label;
  if (list === 'shots') return `Shots, period ${Number(index) + 1}`;
  return `${label} ${Number(index) + 1}`;
}
