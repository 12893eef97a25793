/**
 * "Preview on site" (issue 30 "Draft preview"): a document action that opens the brand's site with
 * drafts shown, so an editor sees a banner or a promotion before publishing. It makes a short-lived
 * preview secret in the dataset with the editor's own session (@sanity/preview-url-secret, as
 * Sanity's Presentation tool does) and opens `<site>/preview?sanity-preview-secret=…`; the site
 * checks the secret against the dataset with its read token (apps/site/server/preview.ts) and
 * turns preview on for that browser. No secret or token is part of the studio's code.
 *
 * The site's address: `SANITY_STUDIO_PREVIEW_ORIGIN` with `{brand}` for the brand's id (e.g.
 * `http://{brand}.localhost:3000` beside `npm run dev`), else `https://` and the brand's first
 * hostname. A new tab rather than a frame: the site refuses to be framed (`frame-ancestors 'none'`).
 */
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { useClient, useCurrentUser, type DocumentActionComponent } from 'sanity';

/** Where the brand's site is: the configured origin pattern, else its first hostname over https. */
export function siteOriginFor(
  brand: { id: string; hostnames: readonly string[] },
  pattern: string | undefined,
): string {
  return pattern
    ? pattern.replaceAll('{brand}', brand.id).replace(/\/+$/, '')
    : `https://${brand.hostnames[0]}`;
}

/** The site's preview address for a secret: it turns preview on and lands on `pathname`. */
export function previewUrlFor(origin: string, secret: string, pathname = '/'): string {
  const url = new URL('/preview', origin);
  url.searchParams.set('sanity-preview-secret', secret);
  url.searchParams.set('sanity-preview-pathname', pathname);
  return url.toString();
}

/** The action for one brand's workspace. */
export function previewAction(siteOrigin: string): DocumentActionComponent {
  const PreviewOnSite: DocumentActionComponent = ({ onComplete }) => {
    const client = useClient({ apiVersion: '2025-02-19' });
    const user = useCurrentUser();
    return {
      label: 'Preview on site',
      title: 'Open the site with this brand’s drafts shown (for you only, for an hour)',
      onHandle: () => {
        // Opened at once (a tab opened after an await is a blocked pop-up), pointed once the secret exists.
        const tab = window.open('about:blank', '_blank');
        createPreviewSecret(client, 'casino-studio', window.location.href, user?.id)
          .then(({ secret }) => {
            if (tab) tab.location.href = previewUrlFor(siteOrigin, secret);
          })
          .catch((error: unknown) => {
            tab?.close();
            window.alert(`The preview could not be opened: ${(error as Error).message}`);
          })
          .finally(onComplete);
      },
    };
  };
  PreviewOnSite.displayName = 'PreviewOnSite';
  return PreviewOnSite;
}
