import { describe, expect, it } from 'vitest';
import {
  PROVINCES,
  PROVINCE_COUNTRIES,
  findProvince,
  hasProvinces,
  provinceName,
  provincesOf,
} from './provinces.ts';

describe('provinces', () => {
  it('lists the provinces, states and regions of CA, IN, BR, CL and PE in their real numbers', () => {
    expect(PROVINCE_COUNTRIES).toEqual(['CA', 'IN', 'BR', 'CL', 'PE']);
    expect(provincesOf('CA')).toHaveLength(13);
    expect(provincesOf('IN')).toHaveLength(36);
    expect(provincesOf('BR')).toHaveLength(27);
    expect(provincesOf('CL')).toHaveLength(16);
    expect(provincesOf('PE')).toHaveLength(26);
  });

  it('has unique upper-case ISO 3166-2 codes and an English name for each', () => {
    for (const [country, list] of Object.entries(PROVINCES)) {
      const codes = list.map((province) => province.code);
      expect(new Set(codes).size, country).toBe(codes.length);
      for (const province of list) {
        expect(province.code, country).toMatch(/^[A-Z]{2,3}$/);
        expect(province.names.en.trim(), `${country}-${province.code}`).not.toBe('');
      }
    }
  });

  it('gives every Canadian province and territory a French name', () => {
    for (const province of provincesOf('CA')) expect(province.names.fr).toBeTruthy();
    expect(provinceName('CA', 'QC', 'fr')).toBe('Québec');
    expect(provinceName('CA', 'QC', 'caf')).toBe('Québec');
    expect(provinceName('CA', 'QC')).toBe('Quebec');
    expect(provinceName('CA', 'NL', 'fr')).toBe('Terre-Neuve-et-Labrador');
  });

  it('finds a province by country and code, case-insensitively, and only in its own country', () => {
    expect(findProvince('ca', ' on ')).toMatchObject({ code: 'ON', names: { en: 'Ontario' } });
    expect(findProvince('BR', 'SP')?.names.pt).toBe('São Paulo');
    expect(findProvince('PE', 'lma')?.code).toBe('LMA');
    // PE is Prince Edward Island in Canada and Pernambuco in Brazil; Peru's codes have three letters.
    expect(findProvince('CA', 'PE')?.names.en).toBe('Prince Edward Island');
    expect(findProvince('BR', 'PE')?.names.en).toBe('Pernambuco');
    expect(findProvince('CA', 'SP')).toBeUndefined();
    expect(findProvince('FI', 'ON')).toBeUndefined();
    expect(findProvince('CA', '')).toBeUndefined();
  });

  it('knows which countries have provinces; others have none', () => {
    expect(hasProvinces('CA')).toBe(true);
    expect(hasProvinces('in')).toBe(true);
    expect(hasProvinces('FI')).toBe(false);
    expect(provincesOf('XX')).toEqual([]);
  });

  it('names a province in the language asked, else in English', () => {
    expect(provinceName('BR', 'DF', 'br')).toBe('Distrito Federal');
    expect(provinceName('BR', 'DF', 'en')).toBe('Federal District');
    expect(provinceName('CL', 'RM', 'cl')).toBe('Región Metropolitana de Santiago');
    expect(provinceName('IN', 'KA', 'fr')).toBe('Karnataka');
    expect(provinceName('IN', 'XX')).toBeUndefined();
  });
});
