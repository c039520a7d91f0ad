/**
 * Fixed ids of the demo data, so that tests, e2e journeys and docs can name them. Everything the
 * seed creates uses deterministic ids; only dates move with the day the database was seeded.
 */
export const SELLERS = {
  riverside: { id: 'sel_riverside', slug: 'riverside-live' },
  lindenau: { id: 'sel_lindenau', slug: 'kulturhaus-lindenau' },
  little: { id: 'sel_little', slug: 'little-theatre' },
  nordlicht: { id: 'sel_nordlicht', slug: 'nordlicht-club' },
  openAir: { id: 'sel_open_air', slug: 'open-air-kino' },
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
  // Car park passes: customSettings.hideTicketsInTransactionPage keeps them off the account tickets page.
  parking: 'evt_riverside_parking',
  faust: 'evt_lindenau_faust',
  lesung: 'evt_lindenau_lesung',
  empfang: 'evt_lindenau_empfang',
  sommerfest: 'evt_lindenau_sommerfest',
  ourTown: 'evt_little_our_town',
  improv: 'evt_little_improv',
  aurora: 'evt_nordlicht_aurora',
  sternenkino: 'evt_open_air_sternenkino',
} as const;

export const CUSTOMERS = {
  alex: 'cus_alex_morgan',
  jamie: 'cus_jamie_lee',
  sam: 'cus_sam_collector',
  lena: 'cus_lena_fischer',
  taylor: 'cus_taylor_brooks',
  nora: 'cus_nora_berg',
} as const;

/** Seller catalogue: products, packages, bundles, gateways, data fields, plans and strategies. */
export const PRODUCTS = {
  programme: 'prd_programme',
  drinks: 'prd_drinks',
  dinner: 'prd_dinner',
  clubMembership: 'prd_club_membership',
  seriesSubscription: 'prd_concert_series',
  donation: 'prd_donation',
  cloakroom: 'prd_cloakroom',
} as const;

export const PACKAGE_CONFIGS = { weekendPass: 'pkc_riverside_weekend' } as const;

export const BUNDLES = { dinnerAndShow: 'bnd_dinner_and_show' } as const;

export const GATEWAYS = {
  riversideSandbox: 'gw_riverside_sandbox',
  riversideStripe: 'gw_riverside_stripe',
  riversideAdyen: 'gw_riverside_adyen',
  riversideSepaPayout: 'gw_riverside_sepa_payout',
  riversideAchPayout: 'gw_riverside_ach_payout',
  lindenauSandbox: 'gw_lindenau_sandbox',
  lindenauSepa: 'gw_lindenau_sepa',
  littleSandbox: 'gw_little_sandbox',
  nordlichtSandbox: 'gw_nordlicht_sandbox',
  openAirSandbox: 'gw_open_air_sandbox',
} as const;

export const SUBSCRIPTION_PLANS = {
  /** changePaymentMethodPolicy always; requests the autorenewal consent. */
  club: 'spl_riverside_club',
  /** changePaymentMethodPolicy onDraft; requests the autorenewal consent. */
  concertSeries: 'spl_riverside_concert_series',
  /** changePaymentMethodPolicy never; requests no consent. */
  programmeByPost: 'spl_riverside_programme_post',
} as const;

export const PAYMENT_STRATEGIES = {
  /** Policy always: plans on it may move to another card. */
  instalments: 'pst_riverside_instalments',
  /** Policy never. */
  deposit: 'pst_riverside_deposit',
} as const;

export const PAYMENT_OPTIONS = {
  threeMonthly: 'opt_instalments_3_monthly',
  fourWeekly: 'opt_instalments_4_weekly',
  depositAndBalance: 'opt_deposit_and_balance',
} as const;

export const MEMBERSHIP_PROGRAMS = {
  /** Points and tiers; Alex is enrolled (Silver). */
  club: 'mbp_riverside_club',
  /** No points; nobody is enrolled. */
  patrons: 'mbp_riverside_patrons',
} as const;

export const MEMBERSHIP_TIERS = {
  bronze: 'tier_club_bronze',
  silver: 'tier_club_silver',
  gold: 'tier_club_gold',
} as const;

export const REBOOKING_STRATEGIES = { standard: 'rbs_riverside_standard' } as const;

/**
 * Seats taken (non-invalid tickets) on the riverside events whose shop card shows a state other
 * than "tickets available": comedy 40/40 sold out, orchestra 110/120 almost sold out (red), blues
 * 75/100 fewer tickets (yellow). Sam's orders fill each event up to these numbers.
 */
export const TAKEN_SEATS: Readonly<Record<string, number>> = {
  [EVENTS.comedy]: 40,
  [EVENTS.orchestra]: 110,
  [EVENTS.blues]: 75,
};

/** The password of every demo login. */
export const DEMO_PASSWORD = 'demo1234';
