/**
 * The document's stylesheets, inlined (first paint on a slow phone). Each page links
 * 5–7 small CSS files (vanilla-extract splits them per route chunk: 22 KB in all, 5 KB with
 * gzip), and every one of them blocks the first paint: on a first visit over a slow network
 * that is a connection and a round trip each before anything shows. Headless Chromium measured
 * worse still: while render-blocking CSS arrived after the page committed, the compositor stopped
 * offering frames and the first paint waited one or two whole seconds (observed first paint
 * 1.3–2.3 s against 0.2–0.3 s with the CSS inline; scripts/bench/lighthouse.ts).
 *
 * How: the document's head is rewritten on its way out. Each `<link rel="stylesheet">` of a
 * built asset gets `disabled` (the browser neither fetches nor applies it, and React hydrates the
 * element as it is: attributes are not compared in production), and the files' CSS goes into one
 * `<style>` with the request's CSP nonce at the end of the head, in the links' order. Client-side
 * navigations load the CSS of routes not yet seen as before, through React Router's links.
 *
 * Decisions: only files under `/assets/` that exist in the client build are inlined (anything
 * else keeps its link); the files are read once and kept (they are immutable, named by hash);
 * a head that does not arrive within the first 256 KB is passed on untouched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="(\/assets\/[\w.-]+\.css)"/;
const HEAD_LIMIT = 256 * 1024;
const HEAD_END = Buffer.from('</head>');

export type CssSource = (href: string) => string | null;

/** Reads built CSS files from the client build folder, once each. */
export function cssFromBuild(clientDir: string): CssSource {
  const cache = new Map<string, string | null>();
  return (href) => {
    if (!cache.has(href)) {
      let css: string | null = null;
      try {
        css = readFileSync(path.join(clientDir, href), 'utf8');
      } catch {
        css = null;
      }
      cache.set(href, css);
    }
    return cache.get(href)!;
  };
}

/** The head with its built stylesheets inlined (see the header). */
export function inlineStylesheets(head: string, nonce: string, css: CssSource): string {
  const inlined: string[] = [];
  const rewritten = head.replace(STYLESHEET_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    const text = href ? css(href) : null;
    if (text === null) return link;
    inlined.push(text.replace(/<\/style/gi, '<\\/style'));
    return link.replace(/\s*\/?>$/, ' disabled=""/>');
  });
  if (inlined.length === 0) return head;
  const close = rewritten.lastIndexOf('</head>');
  const style = `<style nonce="${nonce}" data-inlined-css="">${inlined.join('\n')}</style>`;
  return `${rewritten.slice(0, close)}${style}${rewritten.slice(close)}`;
}

/** A stream that inlines the stylesheets of the document's head and passes the rest on. */
export function inlineStylesheetsStream(nonce: string, css: CssSource): Transform {
  // Bytes, not text, until the head is complete: `</head>` is ASCII, so the head ends on a whole
  // character and everything after it passes on unchanged.
  let buffered = Buffer.alloc(0);
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1 && buffered.length < HEAD_LIMIT) return callback();
      done = true;
      if (end === -1) return callback(null, buffered);
      const cut = end + HEAD_END.length;
      const head = inlineStylesheets(buffered.subarray(0, cut).toString('utf8'), nonce, css);
      callback(null, Buffer.concat([Buffer.from(head, 'utf8'), buffered.subarray(cut)]));
    },
    flush(callback: TransformCallback) {
      callback(null, done || buffered.length === 0 ? undefined : buffered);
    },
  });
}
