/**
 * Clipped text (issue 27, PLAYER-EXPERIENCE.md "Measure it": no text clipped inside its box at 360 px):
 * every visible element that holds text of its own is checked against its box and the boxes that
 * cut it off.
 *
 * - Its own box: when it hides what overflows (overflow other than `visible`, an ellipsis, a line
 *   clamp), its scroll width and height must not exceed its client width and height.
 * - Its ancestors: an ancestor that hides overflow (`hidden` or `clip`) must contain the element's
 *   box horizontally. An ancestor that scrolls (`auto`, `scroll`: a carousel, a table's scroll box)
 *   ends the walk: what is in it is reached by scrolling, and the row is judged on its own.
 *
 * Left out: what is not painted (no box, `visibility: hidden`, transparent) and what is there for
 * screen readers only (a 1 px box or a clip), and form fields' own values (the browser scrolls them).
 * A pixel of rounding is allowed.
 */
import type { Page } from '@playwright/test';

export interface ClippedText {
  /** A short path to the element (tag, id, classes, test id). */
  where: string;
  /** The first 60 characters of its text. */
  text: string;
  /** Which measure cut it: its own width or height, or an ancestor's box. */
  how: string;
}

/** The text elements of the page that are cut off by their own box or an ancestor's. */
export function clippedTexts(page: Page): Promise<ClippedText[]> {
  return page.evaluate(() => {
    const ROUNDING = 1;
    const found: { where: string; text: string; how: string }[] = [];
    const describe = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      return `${element.tagName.toLowerCase()}${id}${classes}${testId ? `[data-testid=${testId}]` : ''}`;
    };
    const ownText = (element: Element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';

    for (const element of document.body.querySelectorAll('*')) {
      if (
        ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'INPUT', 'TEXTAREA', 'SELECT', 'OPTION'].includes(
          element.tagName,
        )
      )
        continue;
      const text = ownText(element);
      if (!text || !(element instanceof HTMLElement || element instanceof SVGElement)) continue;
      if (element instanceof SVGElement) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.opacity === '0')
        continue;
      if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') continue;
      if (style.clipPath !== 'none' && style.clipPath !== '') continue;
      const where = describe(element);
      const clampsLines = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      const ownHides =
        style.overflowX !== 'visible' ||
        style.overflowY !== 'visible' ||
        style.textOverflow === 'ellipsis' ||
        clampsLines;
      if (ownHides) {
        if (element.scrollWidth > element.clientWidth + ROUNDING)
          found.push({
            where,
            text: text.slice(0, 60),
            how: `width ${element.scrollWidth} > ${element.clientWidth}`,
          });
        else if (element.scrollHeight > element.clientHeight + ROUNDING)
          found.push({
            where,
            text: text.slice(0, 60),
            how: `height ${element.scrollHeight} > ${element.clientHeight}`,
          });
        if (scrolls(style.overflowX) || scrolls(style.overflowY)) continue;
      }
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const parentStyle = getComputedStyle(parent);
        if (scrolls(parentStyle.overflowX)) break;
        if (!hides(parentStyle.overflowX)) continue;
        const outer = parent.getBoundingClientRect();
        if (box.left < outer.left - ROUNDING || box.right > outer.right + ROUNDING) {
          found.push({
            where,
            text: text.slice(0, 60),
            how: `cut by ${describe(parent)} (${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(outer.left)}–${Math.round(outer.right)})`,
          });
          break;
        }
      }
    }
    return found;
  });
}
