/**
 * Request bodies, for every route of the sandbox in one place:
 *
 * - `limitBodies()`: no body over `BODY_LIMIT_BYTES` (64 KB) is read. A bigger `Content-Length`
 *   is refused before reading; a body without one (chunked) is counted while it is read and
 *   refused once it passes the limit. The answer is `413 error.request.too_large` in the
 *   contract's error shape. app.ts mounts it before every route: the contract's JSON calls
 *   (router.ts), the test surfaces and the sandbox pages' form posts (cashier, bank-ID, games).
 *   The document upload page's post is skipped here (`skip`) and has its own, larger limit on its
 *   route (handlers/documentPages.ts); this one stays for everything else.
 * - `readFields(c)`: the fields of a sandbox page's form post (URL-encoded or multipart) or of a
 *   JSON object body, for the pages that take both. A body that cannot be read (broken multipart,
 *   a JSON syntax error, a JSON value that is not an object, a content type that is neither)
 *   throws `UnreadableBody`, which answers `400 error.request.invalid` naming the problem. So does
 *   a field holding a control character (U+0000–U+001F or U+007F; tab and line breaks pass), as
 *   the contract refuses them in every input string (packages/player-api entities/strings.ts):
 *   PostgreSQL refuses NUL in text, and no form has a use for the others.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { ERRORS, containsControlCharacters, contractErrorBody } from '@casino/player-api';

/** The largest request body the sandbox reads: JSON calls and form posts. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Refuses bodies over `maxBytes` with 413 `error.request.too_large`; `skip` names routes with their own limit. */
export function limitBodies(
  maxBytes: number = BODY_LIMIT_BYTES,
  options: { skip?: (c: Context) => boolean } = {},
): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json(
        contractErrorBody(
          ERRORS.requestTooLarge.code,
          `The body is larger than ${Math.floor(maxBytes / 1024)} KB`,
        ),
        413,
      ),
  });
  return (c, next) => (options.skip?.(c) ? next() : limit(c, next));
}

/** A body the route cannot read: answered as 400 `error.request.invalid` (app.ts `onError`). */
export class UnreadableBody extends HTTPException {
  constructor(
    message: string,
    validationErrors: Record<string, { code: string; message: string }> = {
      body: { code: 'unreadable_body', message },
    },
  ) {
    super(400, {
      message,
      res: Response.json(contractErrorBody(ERRORS.requestInvalid.code, message, { validationErrors }), {
        status: 400,
      }),
    });
  }
}

export type Fields = Record<string, unknown>;

/** The first field (a dotted path) holding a string with a control character, if any. */
function controlField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string')
    return containsControlCharacters(value, { allowLineBreaks: true }) ? path : undefined;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = containsControlCharacters(key, { allowLineBreaks: true })
        ? path || key
        : controlField(inner, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function checked(fields: Fields): Fields {
  const field = controlField(fields, '');
  if (field !== undefined) {
    const message = 'Must not contain control characters';
    throw new UnreadableBody(`The field ${field.slice(0, 100)} holds a control character`, {
      [field.slice(0, 100) || 'body']: { code: 'custom', message },
    });
  }
  return fields;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The fields of a form post or a JSON object body; a GET's query. Throws `UnreadableBody` when
 * the body cannot be read as what its `Content-Type` says.
 */
export async function readFields(c: Context): Promise<Fields> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return checked(c.req.query());
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) {
    let value: unknown;
    try {
      const text = await c.req.text();
      value = text.trim() ? JSON.parse(text) : {};
    } catch {
      throw new UnreadableBody('The body is not valid JSON');
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new UnreadableBody('The JSON body must be an object of fields');
    return checked(value as Fields);
  }
  if (FORM_TYPES.includes(type)) {
    let fields: Fields;
    try {
      fields = await c.req.parseBody();
    } catch {
      throw new UnreadableBody(
        type === 'multipart/form-data'
          ? 'The body is not a readable multipart form (check the boundary and the parts)'
          : 'The body is not a readable URL-encoded form',
      );
    }
    return checked(fields);
  }
  // No content type: an empty post has no fields; anything else is not a form.
  const text = await c.req.text().catch(() => {
    throw new UnreadableBody('The body could not be read');
  });
  if (!text) return {};
  throw new UnreadableBody(
    'The body must be a form (application/x-www-form-urlencoded or multipart/form-data) or JSON',
  );
}
