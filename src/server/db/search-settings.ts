/**
 * pg_trgm's default word-similarity threshold (0.6) misses one-letter typos in short words
 * ("tornto" vs "toronto" scores 0.5); 0.45 still needs most trigrams to agree. It is a session
 * setting made once per connection (issue #21: a `set_config` per search cost a transaction and
 * a round trip): a startup option on PostgreSQL, a SET on the embedded database's one session.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/** libpq `options` for every pooled PostgreSQL connection. */
export const SEARCH_CONNECTION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

/** The same for a single session. */
export const SEARCH_SESSION_SQL = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;
