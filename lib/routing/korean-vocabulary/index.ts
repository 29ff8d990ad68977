// The shipped Korean-English vocabulary (settings.koreanVocabulary): everyday and technical words
// by domain, each Korean word as people type it paired with the English word a skill's description
// would use. Written for Context Lab from general knowledge of both languages, not from any gold
// set or catalog. Korean sides are dictionary keys (particles and endings are stripped by
// korean-strip.ts before matching, so "주식을", "주식이" and "주식" meet); loanwords the
// loanword rule reads (loanword.ts) have no entry, nor do Korean words the shipped dictionary
// already maps (dictionary.ts: its choice stands). Read Korean into English (router-synonyms.ts) and,
// at a lower weight of its own, English into Korean (reverse-vocabulary.ts); not part of the editable synonymPairs. One-syllable Korean words are left out: most have a
// second, commoner meaning (눈 eye/snow, 약 medicine/about, 열 fever/ten/column), and so are the words
// of any request (오늘, 전체, 문제, 설명, 처리): measured on the dev sets, they add English words every
// description has and turn native requests into asks.
import type { SynonymPair } from "../synonyms";
import { AUDIT } from "./audit";
import { CIVIC } from "./civic";
import { COMMUNICATION } from "./communication";
import { DATA } from "./data";
import { DEVOPS } from "./devops";
import { EDUCATION } from "./education";
import { ENGINEERING } from "./engineering";
import { FINANCE } from "./finance";
import { GAMES } from "./games";
import { HEALTH } from "./health";
import { LAW } from "./law";
import { LIFE } from "./life";
import { LOGISTICS } from "./logistics";
import { MARKETING } from "./marketing";
import { MARKETS } from "./markets";
import { MEDIA } from "./media";
import { OFFICE } from "./office";
import { PEOPLE } from "./people";
import { PROPERTY } from "./property";
import { RESEARCH } from "./research";
import { SECURITY } from "./security";

export { englishFirstBlock, vocabularyBlock } from "./block";
export { CATALOG_WORDS } from "./catalog-words";

/** the domains by name, for counting and for the tests */
export const KOREAN_VOCABULARY_DOMAINS: Record<string, SynonymPair[]> = {
  devops: DEVOPS,
  data: DATA,
  finance: FINANCE,
  markets: MARKETS,
  office: OFFICE,
  communication: COMMUNICATION,
  media: MEDIA,
  life: LIFE,
  education: EDUCATION,
  civic: CIVIC,
  engineering: ENGINEERING,
};

/** round 13: the fields one-domain catalogs serve (issue 34), read as the catalog-word table is */
export const FIELD_DOMAINS: Record<string, SynonymPair[]> = {
  law: LAW,
  health: HEALTH,
  people: PEOPLE,
  marketing: MARKETING,
  security: SECURITY,
  research: RESEARCH,
  games: GAMES,
  property: PROPERTY,
  logistics: LOGISTICS,
  audit: AUDIT,
};

/** every domain's pairs, in one list (the dictionary dedupes repeats) */
export const KOREAN_VOCABULARY: SynonymPair[] = Object.values(KOREAN_VOCABULARY_DOMAINS).flat();

export const FIELD_WORDS: SynonymPair[] = Object.values(FIELD_DOMAINS).flat();
