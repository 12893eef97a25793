/**
 * What the database's answers mean, on either driver (PGlite and node-postgres, whose errors
 * drizzle wraps as the `cause`): which unique index a failed write broke (`uniqueViolation`: a
 * parallel twin got in first), whether the connection was lost so the request may simply be sent
 * again (`isTransientDatabaseError`: the app answers a retryable 503), the rows of a raw query
 * (`rowsOf`), and whether a string may be compared with a uuid column at all (`isUuid`: PostgreSQL
 * answers anything else with an error, not with no row).
 */

/** The unique index a failed insert or update broke, when it broke one. */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === '23505') {
      if (typeof constraint === 'string') return constraint;
      const named = /unique constraint "([^"]+)"/.exec(String(message ?? ''));
      return named?.[1] ?? 'unknown';
    }
  }
  return null;
}

/** SQLSTATEs after which the statement's transaction did not commit and the same request may simply be sent again. */
const TRANSIENT_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or stopping
  '53300', // too_many_connections
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Messages of node-postgres and pg-pool for a connection that went away or could not be had. */
const TRANSIENT_MESSAGE =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection closed/i;

const TRANSIENT_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * True when an error (or one of its causes: drizzle wraps the driver's) means the database
 * connection was lost or the server refused work for a moment: the request may be retried as it
 * is. Connection exceptions (SQLSTATE class 08) count too.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (TRANSIENT_SQLSTATES.has(code) || code.startsWith('08') || TRANSIENT_NODE_CODES.has(code))
        return true;
    }
    if (typeof message === 'string' && TRANSIENT_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

/** Rows of `db.execute` on either driver (node-postgres answers `{ rows }`, PGlite too). */
export function rowsOf(result: unknown): Array<Record<string, string>> {
  const rows = (result as { rows?: unknown }).rows ?? result;
  return rows as Array<Record<string, string>>;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
