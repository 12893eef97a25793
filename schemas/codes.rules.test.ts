import { describe, expect, it } from 'vitest';
import { contentIdRule, currencyCodeRule, iconSvgRule, ipAddressRule } from './codes.rules.ts';
import { isdRule } from './country.rules.ts';

describe('code rules', () => {
  it('currencyCodeRule takes ISO 4217 codes', () => {
    for (const code of ['EUR', 'BRL', 'NOK']) expect(currencyCodeRule(code)).toBe(true);
    for (const code of ['eur', 'EU', '€', 'EURO']) expect(currencyCodeRule(code)).toMatch(/currency code/);
  });

  it('contentIdRule takes URL-safe lower-case ids', () => {
    for (const id of ['new-games', 'relax', 'top_10', '401']) expect(contentIdRule(id)).toBe(true);
    for (const id of ['New', 'new games', '-x', 'a/b', '']) expect(contentIdRule(id)).toMatch(/lower-case/);
  });

  it('isdRule takes dial codes', () => {
    for (const code of ['+358', '+1', '+1-684']) expect(isdRule(code)).toBe(true);
    for (const code of ['358', '+35800', 'FI'])
      expect(isdRule(code)).toBe('Must be a dial code such as "+358"');
  });

  it('ipAddressRule takes IPv4 and IPv6 addresses', () => {
    for (const ip of ['203.0.113.7', '10.0.0.1', '2001:db8::1']) expect(ipAddressRule(ip)).toBe(true);
    for (const ip of ['256.1.1.1', '10.0.0', 'localhost']) expect(ipAddressRule(ip)).toMatch(/IP address/);
  });
});

describe('iconSvgRule', () => {
  it('takes one inline SVG element, internal references included', () => {
    expect(iconSvgRule('<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>')).toBe(true);
    expect(
      iconSvgRule('<svg xmlns="http://www.w3.org/2000/svg"><defs><g id="a"/></defs><use href="#a"/></svg>'),
    ).toBe(true);
    expect(iconSvgRule(undefined)).toBe(true);
  });

  it('rejects other markup, scripts, handlers and external references', () => {
    expect(iconSvgRule('<img src="x.png">')).toBe('Must be a single <svg>…</svg> element');
    for (const svg of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><a href="javascript:alert(1)">x</a></svg>',
      '<svg><image xlink:href="https://evil.example.com/x.png"/></svg>',
      '<svg><foreignObject><div/></foreignObject></svg>',
    ])
      expect(iconSvgRule(svg), svg).toBe('Must not contain scripts, event handlers or links to other files');
  });
});
