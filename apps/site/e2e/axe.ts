import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Every page visited passes an axe scan (WCAG 2.x A and AA) with no violations. Every rule runs on
 * every element; only the violations are reported in full (`resultTypes`): the passes' node lists
 * (700 KB to 1.6 MB of JSON on a lobby, carried page → runner → axe's blank page → runner) made a
 * scan about a fifth slower and nothing reads them.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
