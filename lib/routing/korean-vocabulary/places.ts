// Places: countries, regions and the states of federations, the jurisdictions and markets skills
// are described by ("Australian privacy law", "US equities"). Loanword names the sound rules read
// (캐나다, 퀸즐랜드) have no entry.
// English first, one English word and every Korean rendering of it a row (issue 34, round 13).
import { englishFirstBlock } from "./block";

export const PLACES = englishFirstBlock(`
united states = 미국, 미합중국; united kingdom = 영국; uk = 영국; australia = 호주; australian = 호주; japan = 일본; china = 중국
korea = 한국, 대한민국; south korea = 대한민국; germany = 독일; india = 인도; europe = 유럽; european union = 유럽연합; eu = 유럽연합; taiwan = 대만
thailand = 태국; south africa = 남아공, 남아프리카공화국; middle east = 중동; southeast asia = 동남아, 동남아시아; north america = 북미
latin america = 남미, 중남미; new zealand = 뉴질랜드; new south wales = 뉴사우스웨일스; nsw = 뉴사우스웨일스; victoria = 빅토리아주; western australia = 서호주
south australia = 남호주; northern territory = 노던 준주, 북부 준주; australian capital territory = 수도 준주, 호주 수도 준주; commonwealth = 호주 연방
federal government = 연방 정부; state government = 주 정부
`);
