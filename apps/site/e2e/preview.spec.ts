/**
 * Draft preview (issue 30 "Editors"; server/preview.ts), against the local content source: an
 * editor's draft of Aurora's welcome promotion (a `drafts.*` document beside the published one, as
 * the studio saves it) is invisible to visitors; the preview link with the secret turns preview on
 * for that browser only, which then sees the draft under a banner, with responses nobody may cache;
 * "Exit preview" returns to the published page. A wrong secret or a link to another site changes
 * nothing.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './test.ts';
import { AURORA, E2E_PREVIEW_SECRET } from './urls.ts';

const DRAFT_TITLE = 'Northern welcome, redrawn';

test('an editor sees a draft promotion on the site before it is published; visitors never do', async ({
  page,
  browser,
  request,
}) => {
  const content = path.join(process.env['E2E_BRANDS_DIR']!, 'aurora', 'content');
  const published = (await readFile(path.join(content, 'promotion.ndjson'), 'utf8'))
    .split('\n')
    .map((line) => (line ? (JSON.parse(line) as { _id: string; title: Record<string, string> }) : null))
    .find((document) => document?._id === 'promotion-northern-welcome')!;
  const draft = {
    ...published,
    _id: 'drafts.promotion-northern-welcome',
    title: { ...published.title, en: DRAFT_TITLE },
  };
  const drafts = path.join(content, 'drafts.ndjson');
  await writeFile(drafts, `${JSON.stringify(draft)}\n`);
  try {
    const eyebrow = page.getByTestId('welcome-offer');
    await page.goto(`${AURORA}/en-UN`);
    await expect(eyebrow).toContainText('Northern welcome');
    await expect(eyebrow).not.toContainText(DRAFT_TITLE);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);

    // A wrong secret: refused, nothing set.
    const refused = await request.get(`${AURORA}/preview?secret=not-the-secret&redirect=/en-UN`, {
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(401);
    expect(refused.headers()['set-cookie']).toBeUndefined();
    // A target on another site lands on this site's home instead.
    const elsewhere = await request.get(
      `${AURORA}/preview?secret=${E2E_PREVIEW_SECRET}&redirect=${encodeURIComponent('//evil.example/x')}`,
      { maxRedirects: 0 },
    );
    expect(elsewhere.status()).toBe(303);
    expect(elsewhere.headers()['location']).toBe('/');

    // The editor's link: preview on, the draft shown under the banner, nothing cacheable.
    await page.goto(`${AURORA}/preview?secret=${E2E_PREVIEW_SECRET}&redirect=/en-UN`);
    await expect(page).toHaveURL(`${AURORA}/en-UN`);
    await expect(page.getByTestId('preview-banner')).toContainText(
      'Preview: this page shows unpublished drafts.',
    );
    await expect(eyebrow).toContainText(DRAFT_TITLE);
    const again = await page.request.get(`${AURORA}/en-UN`);
    expect(again.headers()['cache-control']).toBe('private, no-store');
    await expectNoAxeViolations(page);

    // Another visitor at the same time sees the published page.
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await other.goto(`${AURORA}/en-UN`);
    await expect(other.getByTestId('welcome-offer')).not.toContainText(DRAFT_TITLE);
    await expect(other.getByTestId('preview-banner')).toHaveCount(0);
    await visitor.close();

    // Out of preview, back on the page as published.
    await page.getByTestId('preview-banner').getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(`${AURORA}/en-UN`);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    await expect(eyebrow).not.toContainText(DRAFT_TITLE);
  } finally {
    await rm(drafts, { force: true });
  }
});
