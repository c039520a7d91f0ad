/**
 * Countries and their states (spec 01 §4/§5: the state field appears only for countries in the
 * state-enabled list, and changing the country clears the state unless the new country uses
 * states; spec 02 §5: checkout step 2 requires a state "for certain countries").
 *
 * The spec shows a one-entry country list (US) without naming its purpose and does not list the
 * state-enabled countries. We enable states for the countries whose postal addresses need one:
 * US, CA, AU, BR, MX and IN. US, CA, AU and BR come with their postal abbreviations (what the
 * address autocomplete fills, upper-cased); MX and IN have an empty list, meaning the state is
 * free text there.
 */

/** ISO 3166-1 alpha-2 codes (the officially assigned 249; user-assigned codes such as XK are not). */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const countrySet = new Set(COUNTRY_CODES);

/** Whether the value is an ISO 3166-1 alpha-2 code (any letter case, surrounding spaces ignored). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && countrySet.has(value.trim().toUpperCase());
}

export function normalizeCountry(value: string): string {
  return value.trim().toUpperCase();
}

export interface StateOption {
  code: string;
  name: string;
}

const states = (entries: string): StateOption[] =>
  entries.split(';').map((entry) => {
    const [code = '', name = ''] = entry.split('=');
    return { code, name };
  });

/** The 50 states and the District of Columbia (territories have their own country codes). */
const US_STATES = states(
  'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;DC=District of Columbia;' +
    'FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;KY=Kentucky;LA=Louisiana;ME=Maine;' +
    'MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;' +
    'NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;' +
    'OR=Oregon;PA=Pennsylvania;RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;' +
    'VT=Vermont;VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming',
);

const CA_PROVINCES = states(
  'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;NS=Nova Scotia;' +
    'NT=Northwest Territories;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;SK=Saskatchewan;YT=Yukon',
);

const AU_STATES = states(
  'ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;SA=South Australia;' +
    'TAS=Tasmania;VIC=Victoria;WA=Western Australia',
);

const BR_STATES = states(
  'AC=Acre;AL=Alagoas;AP=Amapá;AM=Amazonas;BA=Bahia;CE=Ceará;DF=Distrito Federal;ES=Espírito Santo;GO=Goiás;' +
    'MA=Maranhão;MT=Mato Grosso;MS=Mato Grosso do Sul;MG=Minas Gerais;PA=Pará;PB=Paraíba;PR=Paraná;PE=Pernambuco;' +
    'PI=Piauí;RJ=Rio de Janeiro;RN=Rio Grande do Norte;RS=Rio Grande do Sul;RO=Rondônia;RR=Roraima;SC=Santa Catarina;' +
    'SP=São Paulo;SE=Sergipe;TO=Tocantins',
);

/** The state-enabled countries and their states; an empty list means the state is free text. */
export const COUNTRY_STATES: Readonly<Record<string, readonly StateOption[]>> = {
  US: US_STATES,
  CA: CA_PROVINCES,
  AU: AU_STATES,
  BR: BR_STATES,
  MX: [],
  IN: [],
};

export const STATE_COUNTRIES: readonly string[] = Object.keys(COUNTRY_STATES);

export function countryUsesStates(code: string | null | undefined): boolean {
  return typeof code === 'string' && Object.hasOwn(COUNTRY_STATES, normalizeCountry(code));
}

/** The states to choose from; empty for free text or a country without states. */
export function statesOf(code: string | null | undefined): readonly StateOption[] {
  return countryUsesStates(code) ? (COUNTRY_STATES[normalizeCountry(code!)] ?? []) : [];
}

/** Whether `state` is acceptable for the country: one of its states (any case) or, with no list, any non-blank text. */
export function isStateOf(code: string | null | undefined, state: string | null | undefined): boolean {
  const value = state?.trim().toUpperCase();
  if (!value || !countryUsesStates(code)) return false;
  const options = statesOf(code);
  return options.length === 0 || options.some((option) => option.code === value);
}

/** The state after the country changed: kept only when the new country uses states (spec 01 §4). */
export function stateAfterCountryChange(newCountry: string | null | undefined, state: string | null | undefined): string | undefined {
  return countryUsesStates(newCountry) && state ? state : undefined;
}
