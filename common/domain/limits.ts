// Business constants and limits of spec 001 §9 (and the few numbers of spec 000 §2/§4), named once.
// Durations are in milliseconds unless the name says otherwise.

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const LIMITS = {
  pageSize: {
    attributes: 1000,
    qualifiers: 1000,
    segments: 1000,
    googleGroups: 1000,
    roles: 1000,
    users: 100,
    usersLoadMoreThreshold: 50,
    articleDialog: 20,
    pushes: 25,
    tvProgramSearch: 25,
    internalLinkSuggestions: 100,
    dashboard: 50,
    pageList: 30,
    orphanPagesFetched: 1000,
    orphanPagesPerPage: 50,
    cards: 10000,
    /** The card list arrives in requests of this size (one of 10,000 would exceed the API's cost cap). */
    cardsPerRequest: 1000,
    authors: 100,
    authorsForAttributes: 1000,
    autocomplete: 10,
    photoSearch: 50,
    externalImageSearch: 50,
    topBarSearch: 10,
    categoryHistories: 999,
    goodDealPrompts: 10,
    goodDealProcesses: 30,
    openAiProcesses: 100,
    segmentsByBrand: 100,
    internalLinkSearch: 100,
    /** A page of `recipes` (001 §7; internal links ask for the first 100). */
    recipes: 100,
    /** `people` (issue 37): the person-link dialog's page, and the most one request may ask. */
    people: 20,
    peopleMax: 100,
  },
  categories: {
    fetchedLevel: 2,
    childrenPerLevel: 500,
    minLevel: 1,
    maxLevel: 5,
    defaultListLevel: 3,
    /** The page list breadcrumbs collapse above this many items (000 §2). */
    breadcrumbsCollapseAbove: 4,
  },
  /** Maximum relations an article may carry when saved (001 §9). */
  articleRelations: {
    categories: 2,
    channels: 1,
    tags: 20,
    authors: 10,
    events: 100,
    qualifiers: 100,
    machineTags: 100,
    guides: 1,
  },
  articleHistories: 100,
  livePosts: 200,
  tagSuggestions: {
    tags: 3,
    persons: 1,
    events: 1,
    addedBySuggestionsButton: 5,
  },
  historyGroupingMs: 60 * SECOND,
  spellCheckCorrectionLoopCap: 1000,
  table: {
    dialogToolbarWidthPx: 180,
    minRows: 1,
    minColumns: 1,
  },
  polling: {
    videoPendingMs: 5 * SECOND,
    aiProcessesMs: 5 * SECOND,
    goodDealProcessesMs: 5 * SECOND,
    dashboardCountsMs: 60 * SECOND,
    videoUploadMs: 1 * SECOND,
  },
  locks: {
    articleChangedMs: 30 * MINUTE,
    articleUnchangedMs: 10 * MINUTE,
    pageMs: 600000,
    slideshowMs: 600000,
    /** A card follows the article's rule (000 §4 "Locking"), under its own name. */
    cardChangedMs: 30 * MINUTE,
    cardUnchangedMs: 10 * MINUTE,
    /** A live post opened with « Modifier/Verrouiller » stays marked for 10 minutes. */
    livePostMs: 10 * MINUTE,
  },
  /** The live newsroom (issue 39): presence leases, the catch-up log, reconnection. */
  live: {
    /** A window's presence lapses this long after its last announce (a crashed app, a cut line). */
    presenceLeaseMs: 30 * SECOND,
    /** Main renews each window's presence this often (a third of the lease: two renewals may fail). */
    presenceRenewMs: 10 * SECOND,
    /** Events kept for catch-up; a cursor older than this gets `resync`. */
    eventRetentionMs: 60 * MINUTE,
    /** Events replayed at most on one catch-up; more gets `resync`. */
    catchUpMax: 1000,
    /** Reconnection back-off: first retry, then doubling up to the cap (a killed process: < 5 s). */
    reconnectFirstMs: 250,
    reconnectMaxMs: 4 * SECOND,
    /** An older server without the stream route is asked again this often. */
    unsupportedRetryMs: 5 * MINUTE,
  },
  /** Videos (issue 32): the own host's uploads and the wait for a host to finish encoding. */
  video: {
    /**
     * Largest video file (4 Gio): what the desktop queues (and the browser host's temporary copy)
     * and what the own host accepts.
     */
    maxBytes: 4 * 1024 ** 3,
    /** How long an upload URL of the own host lives. */
    uploadUrlTtlMs: 60 * MINUTE,
    /** Dailymotion's status is read again after 5 s, doubling up to 2 min, for at most 6 h. */
    statusFirstReadMs: 5 * SECOND,
    statusMaxReadMs: 2 * MINUTE,
    statusGiveUpMs: 6 * 60 * MINUTE,
  },
  /** Correction (issue 33; spec 001 §9): the spell-check session. */
  correction: {
    /** correctMultiple goes round at most this many times (spec 001 §9). */
    multipleLoopCap: 1000,
    /** An error lists this many ids of its duplicates (and counts them all). */
    duplicatesListed: 20,
    /** A session's texts: title, lead and body blocks (an article of ~40,000 words). */
    maxSegments: 3000,
    maxChars: 300_000,
    /** A typed correction. */
    maxCorrectionChars: 500,
    /** A session unused this long is forgotten by the server. */
    sessionTtlMs: 12 * 60 * MINUTE,
    /** As-you-type underlining waits this long after the last keystroke. */
    underlineDebounceMs: 400,
  },
  debounce: {
    autocompleteMs: 500,
    draftSlideshowSearchMs: 300,
    draftSlideshowSearchMinChars: 3,
    affiliateSearchMs: 500,
  },
  push: {
    titleMax: 50,
    messageMax: 150,
    guidanceTitleMax: 40,
    guidanceMessageMax: 50,
    imageMinWidth: 1280,
    imageMaxWidth: 4096,
    history: 20,
    segments: 100,
  },
  // Issue 30: a second newsletter flash of the same article within this window is a mass mailing
  // sent twice; the server refuses it unless the sender confirms.
  nlFlash: { duplicateWindowHours: 24 },
  smartSegmentTypes: ['NEW', 'ONE_TIME', 'ENGAGED', 'DORMANT', 'IMPORTED'] as const,
  // Issue 20: « NEW, ONE_TIME, ENGAGED, DORMANT checked by default, IMPORTED ».
  smartSegmentsCheckedByDefault: ['NEW', 'ONE_TIME', 'ENGAGED', 'DORMANT'] as const,
  boardItemsMax: 40,
  peopleTagsMax: 30,
  tagIntroMaxChars: 300,
  /** spec 000 §2 « complément de signature » (a print signature lands there, issue 36). */
  signatureComplementMax: 300,
  ai: {
    suggestedTitles: 3,
    discoverTitles: 5,
    discoverMaxTokens: 16384,
    discoverTemperature: 1,
    recipeRecommendationMatches: 100,
    partnerTitleMax: 60,
    discoverTitleMin: 50,
    discoverTitleMax: 90,
  },
  affiliate: {
    productSearchPageSize: 16,
    defaultSort: 'NB_OFFERS',
    sorts: ['NB_OFFERS', 'RELEVANCE', 'PRICE_ASC', 'PRICE_DESC'] as const,
    /** Price bands in euros; the last one is open-ended (max null). */
    priceBands: [
      { min: 0, max: 50 },
      { min: 51, max: 100 },
      { min: 101, max: 250 },
      { min: 251, max: 500 },
      { min: 501, max: 1000 },
      { min: 1001, max: 2000 },
      { min: 2001, max: null },
    ] as const,
    locale: 'fr_FR',
    cardType: 'CARD',
    ratingMin: 0,
    ratingMax: 10,
    searchMinChars: 3,
  },
  images: {
    resizeMaxWidth: 3000,
    resizeMaxHeight: 3000,
    thumbnailWidth: 350,
    thumbnailHeight: 150,
    /** Articles published this many months ago or more are exempt from image credit/source (001 §5). */
    creditExemptionMonths: 6,
  },
  videoSites: ['YouTube', 'Dailymotion', 'Plurimedia', 'Brightcove'] as const,
  dialogMaxWidthsPx: [800, 1100] as const,
  editorIdLength: 36,
  podcastSearchMinChars: 3,
  slideshowGrid: { minPerRow: 3, maxPerRow: 10, defaultPerRow: 6, initialZoom: 6, minZoom: 0 },
  dateInputRange: { min: '1970-01-01', max: '2100-01-01' },
  broadcastTimeZone: 'Europe/Paris',
  locale: 'fr',
} as const;

export type Limits = typeof LIMITS;

/** The article relation limits checked on save (001 §9), re-exported under the name the brief uses. */
export const ARTICLE_RELATION_LIMITS = LIMITS.articleRelations;
export type ArticleRelation = keyof typeof ARTICLE_RELATION_LIMITS;
