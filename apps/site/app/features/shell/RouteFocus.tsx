/**
 * Focus after a client-side navigation (WCAG 2.4.3 focus order; what a full page load gives a
 * screen-reader user for free). React Router swaps the page without reloading, so focus stayed on
 * the link that was followed (or fell back to the top of the document when that link left the
 * page), and nothing told the player the page had changed.
 *
 * Decisions:
 * - After a navigation to a new path, focus moves to the new page's `<h1>` (made focusable with
 *   `tabindex="-1"`, so it is announced and the next Tab continues in the page), or to `<main>`
 *   when the page has no heading. Scrolling is left to the scroll restoration.
 * - Not on the first load (the browser starts at the top, with the skip link first), not for
 *   back and forward (the browser restores), not when only the query or the hash changes
 *   (filters, "load more", `#login`), and not when focus is already inside the page's main
 *   content (a page that moved focus itself, like the sign-up steps, or an in-page menu whose
 *   link stays).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType === 'POP' || hash) return;
    const main = document.getElementById('main');
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== document.body && main.contains(active)) return;
    const heading = main.querySelector('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? main).focus({ preventScroll: true });
  }, [pathname, hash, navigationType]);

  return null;
}
