import { HttpError } from './http-errors';

type PgLikeError = { code?: string; constraint?: string; detail?: string; table?: string; message?: string };

// Drizzle wraps driver errors; the PostgreSQL error (with its SQLSTATE) sits in `cause`.
function findPgError(err: unknown): PgLikeError | null {
  let cur: unknown = err;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const e = cur as PgLikeError & { cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    cur = e.cause;
  }
  return null;
}

const CONSTRAINT_MESSAGES: Record<string, string> = {
  countries_name_unique: 'A country with this name already exists',
  countries_code_unique: 'A country with this code already exists',
  leagues_name_unique: 'A league with this name already exists',
  users_email_unique: 'An account with this e-mail already exists',
  seasons_league_year_type_uq: 'This league already has a season of that year and type',
  games_distinct_teams: 'Home and away team must differ',
  games_scores_non_negative: 'Scores must be 0 or more',
  games_source_external_id_uq: 'Another game already has this source and externalId',
  teams_source_external_id_uq: 'Another team already has this source and externalId',
  players_source_external_id_uq: 'Another player already has this source and externalId',
  facilities_source_external_id_uq: 'Another facility already has this source and externalId',
};

/** Maps integrity and input errors from PostgreSQL to 4xx; unknown errors stay null (→ 500). */
export function httpErrorFromPg(err: unknown): HttpError | null {
  const pg = findPgError(err);
  if (!pg) return connectionError(err);
  const known = pg.constraint ? CONSTRAINT_MESSAGES[pg.constraint] : undefined;
  switch (pg.code) {
    case '23505':
      return new HttpError(409, known ?? 'This record already exists');
    case '23503':
    case '23001': // ON DELETE RESTRICT (box scores keep their players)
      return new HttpError(409, foreignKeyMessage(pg));
    case '23514':
      return new HttpError(400, known ?? 'A value is out of range');
    case '23502':
      return new HttpError(400, 'A required value is missing');
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
    case '22021':
    case '22P05':
    case '2201B':
    case '22025':
      return new HttpError(400, 'A value has the wrong format or is out of range');
    // Shut down or restarting (57P0x), too many connections, a statement or lock wait over its
    // time limit (57014, 55P03): the request may well succeed when retried.
    case '57P01':
    case '57P02':
    case '57P03':
    case '57P05':
    case '53300':
    case '57014':
    case '55P03':
      return unavailable();
    default:
      // Class 08: connection exceptions.
      return pg.code?.startsWith('08') ? unavailable() : null;
  }
}

const TABLE_NAMES: Record<string, string> = { box_score_lineups: 'box scores', box_score_goalies: 'box scores' };

function foreignKeyMessage(pg: PgLikeError): string {
  // Insert/update pointing at a missing row vs delete of a row still referenced.
  if (pg.detail?.includes('is not present')) {
    const col = /Key \((\w+)\)/.exec(pg.detail)?.[1];
    return col ? `The referenced ${col.replace(/_id$/, '').replace(/_/g, ' ')} does not exist` : 'A referenced record does not exist';
  }
  const table = /referenced from table "(\w+)"/.exec(pg.detail ?? '')?.[1];
  return table
    ? `This record is still used by ${TABLE_NAMES[table] ?? table}; remove or reassign those first`
    : 'This record is still in use';
}

const unavailable = () => new HttpError(503, 'The database is temporarily unavailable. Please try again shortly.');

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// 'after calling end': a request the client abandoned still running while the process shuts down.
// 'Query read timeout': the server did not answer within the client-side limit (frozen, cut off).
const CONNECTION_TEXT =
  /Cannot use a pool after calling end|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|connect ECONNREFUSED|Query read timeout/i;

// Network-level failures (no SQLSTATE) anywhere in the cause chain mean the database is away.
function connectionError(err: unknown): HttpError | null {
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    const e = cur as { code?: string; message?: string; cause?: unknown; errors?: unknown[] };
    if ((e.code && CONNECTION_CODES.has(e.code)) || CONNECTION_TEXT.test(e.message ?? '')) return unavailable();
    cur = e.cause ?? e.errors?.[0];
  }
  return null;
}
