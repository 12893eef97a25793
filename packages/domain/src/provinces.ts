/**
 * The provinces, states and regions a player may give as `provinceCode` (spec 2 §3 "Account
 * details": the province form), per country of the markets where the address has one: Canada
 * (provinces and territories), India (states and union territories), Brazil (states and the
 * federal district), Chile (regions) and Peru (regions, the Callao province and Metropolitan
 * Lima). The codes are the subdivision part of ISO 3166-2 (`ON` for CA-ON), upper case; the
 * names are English plus the country's own language (French for Canada, Portuguese for Brazil,
 * Spanish for Chile and Peru). A country not listed here has no provinces to choose from.
 *
 * One list for the site's province form and the sandbox's `updateProvince`, which refuses a code
 * that is not one of the player's country.
 */

/** The languages a province name is given in besides English. */
export type ProvinceNameLanguage = 'en' | 'fr' | 'pt' | 'es';

export interface Province {
  /** ISO 3166-2 subdivision code without the country, e.g. `QC`. */
  code: string;
  names: { en: string } & Partial<Record<Exclude<ProvinceNameLanguage, 'en'>, string>>;
}

const CANADA: readonly Province[] = [
  { code: 'AB', names: { en: 'Alberta', fr: 'Alberta' } },
  { code: 'BC', names: { en: 'British Columbia', fr: 'Colombie-Britannique' } },
  { code: 'MB', names: { en: 'Manitoba', fr: 'Manitoba' } },
  { code: 'NB', names: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' } },
  { code: 'NL', names: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' } },
  { code: 'NS', names: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' } },
  { code: 'NT', names: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' } },
  { code: 'NU', names: { en: 'Nunavut', fr: 'Nunavut' } },
  { code: 'ON', names: { en: 'Ontario', fr: 'Ontario' } },
  { code: 'PE', names: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' } },
  { code: 'QC', names: { en: 'Quebec', fr: 'Québec' } },
  { code: 'SK', names: { en: 'Saskatchewan', fr: 'Saskatchewan' } },
  { code: 'YT', names: { en: 'Yukon', fr: 'Yukon' } },
];

/** India's 28 states and 8 union territories, with the ISO codes of the 2023 revision (CG, OD, TS, UK). */
const INDIA: readonly Province[] = [
  { code: 'AN', names: { en: 'Andaman and Nicobar Islands' } },
  { code: 'AP', names: { en: 'Andhra Pradesh' } },
  { code: 'AR', names: { en: 'Arunachal Pradesh' } },
  { code: 'AS', names: { en: 'Assam' } },
  { code: 'BR', names: { en: 'Bihar' } },
  { code: 'CH', names: { en: 'Chandigarh' } },
  { code: 'CG', names: { en: 'Chhattisgarh' } },
  { code: 'DH', names: { en: 'Dadra and Nagar Haveli and Daman and Diu' } },
  { code: 'DL', names: { en: 'Delhi' } },
  { code: 'GA', names: { en: 'Goa' } },
  { code: 'GJ', names: { en: 'Gujarat' } },
  { code: 'HR', names: { en: 'Haryana' } },
  { code: 'HP', names: { en: 'Himachal Pradesh' } },
  { code: 'JK', names: { en: 'Jammu and Kashmir' } },
  { code: 'JH', names: { en: 'Jharkhand' } },
  { code: 'KA', names: { en: 'Karnataka' } },
  { code: 'KL', names: { en: 'Kerala' } },
  { code: 'LA', names: { en: 'Ladakh' } },
  { code: 'LD', names: { en: 'Lakshadweep' } },
  { code: 'MP', names: { en: 'Madhya Pradesh' } },
  { code: 'MH', names: { en: 'Maharashtra' } },
  { code: 'MN', names: { en: 'Manipur' } },
  { code: 'ML', names: { en: 'Meghalaya' } },
  { code: 'MZ', names: { en: 'Mizoram' } },
  { code: 'NL', names: { en: 'Nagaland' } },
  { code: 'OD', names: { en: 'Odisha' } },
  { code: 'PY', names: { en: 'Puducherry' } },
  { code: 'PB', names: { en: 'Punjab' } },
  { code: 'RJ', names: { en: 'Rajasthan' } },
  { code: 'SK', names: { en: 'Sikkim' } },
  { code: 'TN', names: { en: 'Tamil Nadu' } },
  { code: 'TS', names: { en: 'Telangana' } },
  { code: 'TR', names: { en: 'Tripura' } },
  { code: 'UP', names: { en: 'Uttar Pradesh' } },
  { code: 'UK', names: { en: 'Uttarakhand' } },
  { code: 'WB', names: { en: 'West Bengal' } },
];

/** Brazil's 26 states and the federal district. */
const BRAZIL: readonly Province[] = [
  { code: 'AC', names: { en: 'Acre', pt: 'Acre' } },
  { code: 'AL', names: { en: 'Alagoas', pt: 'Alagoas' } },
  { code: 'AP', names: { en: 'Amapá', pt: 'Amapá' } },
  { code: 'AM', names: { en: 'Amazonas', pt: 'Amazonas' } },
  { code: 'BA', names: { en: 'Bahia', pt: 'Bahia' } },
  { code: 'CE', names: { en: 'Ceará', pt: 'Ceará' } },
  { code: 'DF', names: { en: 'Federal District', pt: 'Distrito Federal' } },
  { code: 'ES', names: { en: 'Espírito Santo', pt: 'Espírito Santo' } },
  { code: 'GO', names: { en: 'Goiás', pt: 'Goiás' } },
  { code: 'MA', names: { en: 'Maranhão', pt: 'Maranhão' } },
  { code: 'MT', names: { en: 'Mato Grosso', pt: 'Mato Grosso' } },
  { code: 'MS', names: { en: 'Mato Grosso do Sul', pt: 'Mato Grosso do Sul' } },
  { code: 'MG', names: { en: 'Minas Gerais', pt: 'Minas Gerais' } },
  { code: 'PA', names: { en: 'Pará', pt: 'Pará' } },
  { code: 'PB', names: { en: 'Paraíba', pt: 'Paraíba' } },
  { code: 'PR', names: { en: 'Paraná', pt: 'Paraná' } },
  { code: 'PE', names: { en: 'Pernambuco', pt: 'Pernambuco' } },
  { code: 'PI', names: { en: 'Piauí', pt: 'Piauí' } },
  { code: 'RJ', names: { en: 'Rio de Janeiro', pt: 'Rio de Janeiro' } },
  { code: 'RN', names: { en: 'Rio Grande do Norte', pt: 'Rio Grande do Norte' } },
  { code: 'RS', names: { en: 'Rio Grande do Sul', pt: 'Rio Grande do Sul' } },
  { code: 'RO', names: { en: 'Rondônia', pt: 'Rondônia' } },
  { code: 'RR', names: { en: 'Roraima', pt: 'Roraima' } },
  { code: 'SC', names: { en: 'Santa Catarina', pt: 'Santa Catarina' } },
  { code: 'SP', names: { en: 'São Paulo', pt: 'São Paulo' } },
  { code: 'SE', names: { en: 'Sergipe', pt: 'Sergipe' } },
  { code: 'TO', names: { en: 'Tocantins', pt: 'Tocantins' } },
];

/** Chile's 16 regions. */
const CHILE: readonly Province[] = [
  { code: 'AP', names: { en: 'Arica and Parinacota', es: 'Arica y Parinacota' } },
  { code: 'TA', names: { en: 'Tarapacá', es: 'Tarapacá' } },
  { code: 'AN', names: { en: 'Antofagasta', es: 'Antofagasta' } },
  { code: 'AT', names: { en: 'Atacama', es: 'Atacama' } },
  { code: 'CO', names: { en: 'Coquimbo', es: 'Coquimbo' } },
  { code: 'VS', names: { en: 'Valparaíso', es: 'Valparaíso' } },
  { code: 'RM', names: { en: 'Santiago Metropolitan', es: 'Región Metropolitana de Santiago' } },
  {
    code: 'LI',
    names: { en: "O'Higgins", es: "Libertador General Bernardo O'Higgins" },
  },
  { code: 'ML', names: { en: 'Maule', es: 'Maule' } },
  { code: 'NB', names: { en: 'Ñuble', es: 'Ñuble' } },
  { code: 'BI', names: { en: 'Biobío', es: 'Biobío' } },
  { code: 'AR', names: { en: 'Araucanía', es: 'La Araucanía' } },
  { code: 'LR', names: { en: 'Los Ríos', es: 'Los Ríos' } },
  { code: 'LL', names: { en: 'Los Lagos', es: 'Los Lagos' } },
  { code: 'AI', names: { en: 'Aysén', es: 'Aysén del General Carlos Ibáñez del Campo' } },
  { code: 'MA', names: { en: 'Magallanes', es: 'Magallanes y de la Antártica Chilena' } },
];

/** Peru's 24 departments (regions), the constitutional province of Callao and Metropolitan Lima. */
const PERU: readonly Province[] = [
  { code: 'AMA', names: { en: 'Amazonas', es: 'Amazonas' } },
  { code: 'ANC', names: { en: 'Áncash', es: 'Áncash' } },
  { code: 'APU', names: { en: 'Apurímac', es: 'Apurímac' } },
  { code: 'ARE', names: { en: 'Arequipa', es: 'Arequipa' } },
  { code: 'AYA', names: { en: 'Ayacucho', es: 'Ayacucho' } },
  { code: 'CAJ', names: { en: 'Cajamarca', es: 'Cajamarca' } },
  { code: 'CAL', names: { en: 'Callao', es: 'El Callao' } },
  { code: 'CUS', names: { en: 'Cusco', es: 'Cusco' } },
  { code: 'HUV', names: { en: 'Huancavelica', es: 'Huancavelica' } },
  { code: 'HUC', names: { en: 'Huánuco', es: 'Huánuco' } },
  { code: 'ICA', names: { en: 'Ica', es: 'Ica' } },
  { code: 'JUN', names: { en: 'Junín', es: 'Junín' } },
  { code: 'LAL', names: { en: 'La Libertad', es: 'La Libertad' } },
  { code: 'LAM', names: { en: 'Lambayeque', es: 'Lambayeque' } },
  { code: 'LIM', names: { en: 'Lima Region', es: 'Lima' } },
  { code: 'LMA', names: { en: 'Metropolitan Lima', es: 'Municipalidad Metropolitana de Lima' } },
  { code: 'LOR', names: { en: 'Loreto', es: 'Loreto' } },
  { code: 'MDD', names: { en: 'Madre de Dios', es: 'Madre de Dios' } },
  { code: 'MOQ', names: { en: 'Moquegua', es: 'Moquegua' } },
  { code: 'PAS', names: { en: 'Pasco', es: 'Pasco' } },
  { code: 'PIU', names: { en: 'Piura', es: 'Piura' } },
  { code: 'PUN', names: { en: 'Puno', es: 'Puno' } },
  { code: 'SAM', names: { en: 'San Martín', es: 'San Martín' } },
  { code: 'TAC', names: { en: 'Tacna', es: 'Tacna' } },
  { code: 'TUM', names: { en: 'Tumbes', es: 'Tumbes' } },
  { code: 'UCA', names: { en: 'Ucayali', es: 'Ucayali' } },
];

/** The provinces of every country that has them here, by ISO 3166-1 alpha-2 code. */
export const PROVINCES: Readonly<Record<string, readonly Province[]>> = {
  CA: CANADA,
  IN: INDIA,
  BR: BRAZIL,
  CL: CHILE,
  PE: PERU,
};

/** The countries with a province list. */
export const PROVINCE_COUNTRIES: readonly string[] = /* @__PURE__ */ Object.keys(PROVINCES);

/** A country's provinces (case-insensitive code), empty when it has none here. */
export function provincesOf(countryCode: string): readonly Province[] {
  return PROVINCES[countryCode.trim().toUpperCase()] ?? [];
}

/** True when the country's address has a province, state or region to choose. */
export function hasProvinces(countryCode: string): boolean {
  return provincesOf(countryCode).length > 0;
}

/** The province of `countryCode` with `code` (both case-insensitive, spaces around ignored), or undefined. */
export function findProvince(countryCode: string, code: string): Province | undefined {
  const wanted = code.trim().toUpperCase();
  return provincesOf(countryCode).find((province) => province.code === wanted);
}

/**
 * A province's name in `language` (a site language such as `caf` or `br` is read by its first
 * letters' language: `fr`, `pt`, `es`), else English; undefined for an unknown province.
 */
export function provinceName(countryCode: string, code: string, language = 'en'): string | undefined {
  const province = findProvince(countryCode, code);
  if (!province) return undefined;
  const wanted = NAME_LANGUAGE[language.toLowerCase()] ?? 'en';
  return province.names[wanted] ?? province.names.en;
}

/** Site languages (spec 1 §9) whose names are given here. */
const NAME_LANGUAGE: Readonly<Record<string, ProvinceNameLanguage>> = {
  en: 'en',
  fr: 'fr',
  caf: 'fr',
  pt: 'pt',
  br: 'pt',
  es: 'es',
  cl: 'es',
  pe: 'es',
};
