/**
 * The CSP nonce of the document (server/security.ts): made per request in server/app.ts, passed
 * to React's renderer by app/entry.server.tsx and read by the root for its inline script and style
 * tags. In the browser it is empty: browsers hide nonces from scripts, and React does not compare
 * them when hydrating.
 */
import { createContext, useContext } from 'react';

const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
