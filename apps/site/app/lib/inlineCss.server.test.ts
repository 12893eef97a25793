import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, inlineStylesheetsStream, type CssSource } from './inlineCss.server.ts';

const files: Record<string, string> = {
  '/assets/root-a1.css': '.a{color:red}',
  '/assets/lobby-b2.css': '.b{color:blue}</style><script>x</script>',
};
const css: CssSource = (href) => files[href] ?? null;
const HEAD =
  '<!DOCTYPE html><html><head><title>t</title>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/root-a1.css"/>' +
  '<link rel="stylesheet" href="/assets/missing-c3.css"/>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/lobby-b2.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/></head>';

describe('inlineStylesheets', () => {
  it('inlines built stylesheets in order, with the nonce, and disables their links', () => {
    const head = inlineStylesheets(HEAD, 'n1', css);
    expect(head).toContain('<link nonce="n1" rel="stylesheet" href="/assets/root-a1.css" disabled=""/>');
    expect(head).toContain('<link nonce="n1" rel="stylesheet" href="/assets/lobby-b2.css" disabled=""/>');
    // A file the build does not have keeps its link, as it was.
    expect(head).toContain('<link rel="stylesheet" href="/assets/missing-c3.css"/>');
    expect(head).toContain('<link rel="modulepreload" href="/assets/entry.js"/>');
    const style = /<style nonce="n1" data-inlined-css="">([\s\S]*)<\/style><\/head>$/.exec(head);
    expect(style?.[1]).toBe('.a{color:red}\n.b{color:blue}<\\/style><script>x</script>');
  });

  it('leaves a head without built stylesheets alone', () => {
    const head = '<head><link rel="stylesheet" href="https://cdn.example/x.css"/></head>';
    expect(inlineStylesheets(head, 'n1', css)).toBe(head);
  });
});

describe('inlineStylesheetsStream', () => {
  it('rewrites a head split across chunks (even inside a character) and passes the body on', async () => {
    const document = Buffer.from(`${HEAD}<body>Åland ✓</body></html>`, 'utf8');
    const at = document.indexOf('✓') + 1; // inside the three bytes of ✓
    const chunks = [document.subarray(0, 30), document.subarray(30, at), document.subarray(at)];
    let out = '';
    for await (const chunk of Readable.from(chunks).pipe(inlineStylesheetsStream('n1', css))) {
      out += (chunk as Buffer).toString('utf8');
    }
    expect(out).toBe(`${inlineStylesheets(HEAD, 'n1', css)}<body>Åland ✓</body></html>`);
  });
});
