/**
 * The server entry for documents: React Router's default Node entry (streaming, bots wait for all
 * content) plus the CSP nonce of the request and the security headers (server/security.ts), and
 * the head's stylesheets inlined (lib/inlineCss.server.ts).
 */
import { PassThrough } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { appContext } from './lib/context.ts';
import { inlineStylesheetsStream } from './lib/inlineCss.server.ts';
import { NonceProvider } from './lib/nonce.tsx';
import { UNAVAILABLE_RETRY_AFTER_S, UNAVAILABLE_STATUS } from './lib/unavailable.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { security, css } = loadContext.get(appContext);
  responseHeaders.set('Content-Security-Policy', security.contentSecurityPolicy);
  // A 503 (the player API unavailable, lib/unavailable.ts) says when to ask again; React Router does
  // not carry a middleware's thrown headers into the document.
  if (responseStatusCode === UNAVAILABLE_STATUS && !responseHeaders.has('Retry-After')) {
    responseHeaders.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    responseHeaders.set('Cache-Control', 'no-store');
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={security.nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={security.nonce} />
      </NonceProvider>,
      {
        nonce: security.nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          // The head's stylesheets go inline (lib/inlineCss.server.ts).
          const inliner = inlineStylesheetsStream(security.nonce, css);
          inliner.pipe(body);
          pipe(inliner);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
