/**
 * Why the domain refused a request, said without HTTP: repositories, import readers and rules throw
 * these, and `plugins/error-handler.ts` alone turns them into statuses (docs/architecture.md). So a
 * repository reads the same from a route, the command line or an import loop, and a caller that
 * needs to tell refusals apart does it by type, never by status number.
 */
export type FieldIssue = { path: string; message: string };

export type DomainErrorKind = 'not-found' | 'conflict' | 'refused' | 'forbidden' | 'expired' | 'too-large';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    /** The fields at fault, as dotted paths into what was sent (`results.2.homeScore`). */
    readonly issues?: FieldIssue[],
    /** Machine-readable facts for the answer's body (a refused delete's references, the event that won). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The record asked for does not exist (or is not visible to this request). */
export class NotFound extends DomainError {
  readonly kind = 'not-found';
  static record(what: string, issues?: FieldIssue[]) {
    return new NotFound(`${what} not found`, issues);
  }
}

/** The stored state forbids it: a duplicate, a stale version, a record still referenced, a contradicted result. */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** What was sent breaks a rule (a result that does not add up, a time the clock skips, an unreadable file). */
export class RuleRefused extends DomainError {
  readonly kind = 'refused';
  /** One field at fault, its message the error's. */
  static field(path: string, message: string) {
    return new RuleRefused(message, [{ path, message }]);
  }
}

/** The caller may not touch this record: it belongs to a league outside the caller's scope. */
export class OutsideScope extends DomainError {
  readonly kind = 'forbidden';
}

/** Allowed once, no longer: the window for it has passed (restoring a delete older than the limit). */
export class Expired extends DomainError {
  readonly kind = 'expired';
}

/** More than this installation accepts at once (an upload's bytes, an embedded import's rows). */
export class TooLarge extends DomainError {
  readonly kind = 'too-large';
}
