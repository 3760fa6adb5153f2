/** An error that maps straight to an HTTP status with a readable message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
    /** More machine-readable fields for the answer's body (e.g. a refused delete's reference counts). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const badRequest = (message: string, path?: string) => new HttpError(400, message, path ? [{ path, message }] : undefined);
export const conflict = (message: string) => new HttpError(409, message);
