/**
 * The footer root fields on the domain fixture (testing.ts): licences by market and moment, regulation
 * logos, and a dataset without a footer.
 */
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createContentGraph, type TypedDocumentNode } from '../graph.ts';
import { createLocalContentSource } from '../source.ts';
import { fixture, run } from './testing.ts';

describe('footer', () => {
  const FOOTER = `query Footer($market: String, $at: DateTime) {
    siteFooter(market: $market, at: $at) {
      terms { blocks(language: "fi") }
      links { url label { text(language: "fi") } }
      licences { _id }
      regulationLogos { name }
    }
    footerRegulationLogos(market: $market) { name url }
  }`;
  type Answer = {
    siteFooter: {
      terms: { blocks: { children: { text: string }[] }[] };
      links: { url: string; label: { text: string } }[];
      licences: { _id: string }[];
      regulationLogos: { name: string }[];
    };
    footerRegulationLogos: { name: string; url: string | null }[];
  };
  const footer = (variables: Record<string, unknown>) =>
    run<Answer>(FOOTER, { at: '2026-11-21T12:00:00Z', ...variables });

  it("serves the market's valid licences and regulation logos", async () => {
    const un = await footer({ market: 'UN' });
    expect(un.siteFooter.terms.blocks[0]!.children[0]!.text).toBe('Lisensoitu Maltalla.');
    expect(un.siteFooter.links).toEqual([{ url: '/cookie-policy', label: { text: 'Evästekäytäntö' } }]);
    expect(un.siteFooter.licences).toEqual([{ _id: 'licence-mga' }]);
    expect(un.siteFooter.regulationLogos).toEqual([{ name: '18+' }]);
    expect(un.footerRegulationLogos).toEqual([{ name: '18+', url: null }]);

    const fi = await footer({ market: 'FI' });
    expect(fi.footerRegulationLogos).toEqual([
      { name: '18+', url: null },
      { name: 'Peluuri', url: 'https://www.peluuri.fi/' },
    ]);
    expect((await footer({ market: 'JJ' })).siteFooter.licences).toEqual([
      { _id: 'licence-mga' },
      { _id: 'licence-ggl' },
    ]);
  });

  it('serves every market’s logos without a market, and licences valid at the moment asked', async () => {
    const past = await footer({ at: '2019-06-01T00:00:00Z' });
    expect(past.siteFooter.licences.map((licence) => licence._id)).toEqual([
      'licence-mga',
      'licence-old',
      'licence-ggl',
    ]);
    expect(past.footerRegulationLogos.map((logo) => logo.name)).toEqual(['18+', 'Peluuri']);
    await expect(footer({ at: 'tomorrow' })).rejects.toThrow('is not an ISO 8601 date and time');
  });

  it('is null without a footer document', async () => {
    const bare = createContentGraph(createLocalContentSource(fixture('aurora-mini')));
    expect(
      await bare.execute(
        parse(
          '{ siteFooter { licences { _id } } footerRegulationLogos { name } }',
        ) as TypedDocumentNode<unknown>,
      ),
    ).toEqual({ siteFooter: null, footerRegulationLogos: [] });
  });
});
