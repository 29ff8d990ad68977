// Markets and the economy: how a stock market moves, how it is read and the economic news around
// it (the finance block has the instruments, accounts and statements). Written from general
// knowledge for issue 34's round 6, after the round-5 Korean stock catalog showed market words
// missing (a category, not that set's phrases); loanwords (버블, 시그널, 레짐) are left to the
// loanword rule, which reads them by sound.
import { vocabularyBlock } from "./block";

export const MARKETS = vocabularyBlock(`
거품 = bubble; 폭락 = crash; 폭락장 = market crash; 급락 = plunge; 급락장 = selloff; 급등 = surge; 폭등 = spike; 반등 = rebound
바닥 = bottom; 바닥권 = bottom; 고점 = peak; 저점 = trough; 전고점 = previous high; 신고가 = new high; 신저가 = new low
신호 = signal; 매수 신호 = buy signal; 매도 신호 = sell signal; 경고 신호 = warning signal
국면 = phase; 경기 국면 = business cycle; 경기 순환 = business cycle
강세장 = bull market; 약세장 = bear market; 상승장 = bull market; 하락장 = bear market; 횡보장 = sideways market
상승세 = uptrend; 하락세 = downtrend; 상승 추세 = uptrend; 하락 추세 = downtrend; 추세 전환 = trend reversal; 추세 = trend
과열 = overheating; 과매수 = overbought; 과매도 = oversold; 저평가 = undervalued; 고평가 = overvalued; 적정 주가 = fair value
성장성 = growth; 성장주 = growth stocks; 가치주 = value stocks; 배당주 = dividend stocks; 우량주 = blue chip; 소형주 = small caps; 대형주 = large caps
테마주 = theme stocks; 경기민감주 = cyclical stocks; 방어주 = defensive stocks
수급 = supply and demand; 외국인 수급 = foreign flows; 기관 투자자 = institutional investors; 개인 투자자 = retail investors
공매도 = short selling; 신용잔고 = margin balance; 반대매매 = forced liquidation; 대차잔고 = stock lending balance
시가 = opening price; 종가 = closing price; 상한가 = limit up; 하한가 = limit down; 거래대금 = trading value; 호가 = quote
손절 = stop loss; 손절매 = stop loss; 익절 = take profit; 진입 = entry; 청산 = exit; 분할 매수 = scaling in; 물타기 = averaging down; 비중 = weighting
배당락 = ex-dividend; 배당 성향 = payout ratio; 배당 수익률 = dividend yield; 감배 = dividend cut; 증배 = dividend increase; 배당 성장 = dividend growth
실적 시즌 = earnings season; 실적 전망 = earnings outlook; 잠정 실적 = preliminary earnings
전망 = outlook; 성장 전망 = growth outlook; 시장 전망 = market outlook; 목표 주가 = price target; 투자 의견 = analyst rating
물가 = inflation; 소비자물가 = consumer price index; 물가 상승률 = inflation rate; 생산자물가 = producer price index
금통위 = monetary policy committee; 통화정책 = monetary policy; 통화 정책 = monetary policy; 금리 인상 = rate hike; 금리 인하 = rate cut; 금리 동결 = rate hold
긴축 = tightening; 양적완화 = quantitative easing; 유동성 = liquidity; 경기 침체 = recession; 불황 = recession; 호황 = boom; 경기 둔화 = slowdown
경제 지표 = economic indicators; 경제지표 = economic indicators; 고용 지표 = employment data; 실업률 = unemployment rate; 무역수지 = trade balance; 경상수지 = current account
국내총생산 = gdp; 경제 성장률 = gdp growth; 성장률 = growth rate; 경제 일정 = economic calendar
위험 선호 = risk appetite; 위험 회피 = risk aversion; 안전자산 = safe haven; 위험자산 = risk assets; 투자 심리 = investor sentiment
공포 지수 = fear index; 탐욕 = greed; 변동성 지수 = volatility index; 시장 심리 = market sentiment; 시장 폭 = market breadth
업종 = sector; 업황 = industry outlook; 주도주 = market leaders; 주도 업종 = leading sectors; 순환매 = sector rotation
주간 = weekly; 월간 = monthly; 연간 = annual; 장기 투자 = long term investing; 단타 = day trading; 스윙 매매 = swing trading
`);
