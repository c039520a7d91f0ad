/**
 * Fixed ids of the demo data, so that tests, e2e journeys and docs can name them. Everything the
 * seed creates uses deterministic ids; only dates move with the day the database was seeded.
 */
export const SELLERS = {
  riverside: { id: 'sel_riverside', slug: 'riverside-live' },
  lindenau: { id: 'sel_lindenau', slug: 'kulturhaus-lindenau' },
  little: { id: 'sel_little', slug: 'little-theatre' },
} as const;

export const EVENTS = {
  jazz: 'evt_riverside_jazz',
  orchestra: 'evt_riverside_orchestra',
  comedy: 'evt_riverside_comedy',
  blues: 'evt_riverside_blues',
  festival: 'evt_riverside_festival',
  season: 'evt_riverside_season',
  seasonOpening: 'evt_riverside_season_opening',
  seasonWinter: 'evt_riverside_season_winter',
  seasonSpring: 'evt_riverside_season_spring',
  exhibition: 'evt_riverside_exhibition',
  openingParty: 'evt_riverside_opening_party',
  faust: 'evt_lindenau_faust',
  lesung: 'evt_lindenau_lesung',
  empfang: 'evt_lindenau_empfang',
  sommerfest: 'evt_lindenau_sommerfest',
  ourTown: 'evt_little_our_town',
  improv: 'evt_little_improv',
} as const;

export const CUSTOMERS = {
  alex: 'cus_alex_morgan',
  jamie: 'cus_jamie_lee',
  sam: 'cus_sam_collector',
  lena: 'cus_lena_fischer',
  taylor: 'cus_taylor_brooks',
} as const;

/** The password of every demo login. */
export const DEMO_PASSWORD = 'demo1234';
