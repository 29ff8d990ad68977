// Games: design, players and play, the words a game-making skill is described in.
// English first, one English word and every Korean rendering of it a row (issue 34, round 13).
import { englishFirstBlock } from "./block";

export const GAMES = englishFirstBlock(`
game design = 게임 디자인; enemy = 몬스터, 적 캐릭터; inventory system = 인벤토리; matchmaking = 매치메이킹; leaderboard = 순위표; board game = 보드게임
dice = 주사위; dungeon = 던전; narrative = 서사; gameplay = 게임플레이, 게임 진행; game mechanics = 게임 메커니즘; achievement = 업적; monetization = 수익화
`);
