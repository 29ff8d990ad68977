// Finance, investing, accounting, tax and business administration.
import { vocabularyBlock } from "./block";

export const FINANCE = vocabularyBlock(`
주식 = stocks; 주식 = stock; 주가 = stock price; 종목 = ticker; 종목 = stock; 증권 = securities; 증권사 = brokerage; 증시 = stock market
주식 시장 = stock market; 상장 = listed; 상장사 = listed company; 시가총액 = market cap
시총 = market cap; 배당 = dividend; 배당금 = dividend; 수익률 = return; 투자 수익률 = return on investment; 투자 = investment; 투자자 = investor
자산 = assets; 자산 배분 = asset allocation; 분산 투자 = diversification; 위험 = risk
매수 = buy; 매도 = sell; 주문 = order; 매매 = trading; 거래 = trade; 자동매매 = algorithmic trading; 자동 매매 = automated trading
투자 전략 = investment strategy; 매매 전략 = trading strategy; 기술적 분석 = technical analysis
차트 분석 = chart analysis; 이동평균 = moving average; 이동 평균 = moving average; 거래량 = volume; 변동성 = volatility; 캔들 = candlestick; 지지선 = support level
저항선 = resistance level; 추세선 = trend line; 기본적 분석 = fundamental analysis; 재무제표 = financial statements; 재무 제표 = financial statements
손익계산서 = income statement; 대차대조표 = balance sheet; 재무상태표 = balance sheet; 현금흐름표 = cash flow statement; 현금 흐름 = cash flow
실적 발표 = earnings report; 영업이익 = operating profit; 순이익 = net income; 당기순이익 = net income; 매출액 = revenue; 이익 = profit; 손실액 = loss
적자 = deficit; 흑자 = surplus; 부채 = debt; 자본 = equity; 자본금 = capital; 기업 가치 = valuation; 가치 평가 = valuation
주가수익비율 = price earnings ratio; 공시 = disclosure filing; 전자공시 = electronic disclosure; 공시 자료 = filings; 사업보고서 = annual report
분기보고서 = quarterly report; 감사보고서 = audit report; 연차보고서 = annual report; 증권신고서 = securities registration; 지분 = stake; 지분율 = ownership
대주주 = major shareholder; 주주 = shareholder; 주주총회 = shareholders meeting; 이사회 = board of directors; 법인 = corporation
채권 = bonds; 국채 = treasury bonds; 금리 = interest rate; 이자 = interest; 이자율 = interest rate; 기준금리 = base rate; 환율 = exchange rate; 외환 = forex
원화 = won; 엔화 = yen; 유로 = euro; 환전 = currency exchange; 통화 = currency; 암호화폐 = cryptocurrency; 가상화폐 = cryptocurrency
코인 = crypto; 지갑 = wallet; 거래소 = exchange; 옵션 = options
상장지수펀드 = etf; 인덱스 펀드 = index fund; 연금 = pension; 퇴직연금 = retirement pension; 적금 = savings; 예금 = deposit; 저축 = savings
대출 = loan; 대출금 = loan; 상환 = repayment; 원리금 = principal and interest; 신용 = credit; 신용 점수 = credit score; 신용등급 = credit rating; 신용카드 = credit card
체크카드 = debit card; 카드 명세서 = card statement; 거래 내역 = transaction history; 입출금 = deposits and withdrawals; 입금 = deposit; 출금 = withdrawal
송금 = transfer; 이체 = transfer; 계좌 = account; 은행 = bank; 은행 계좌 = bank account; 결제 수단 = payment method
지출 = expenses; 지출 내역 = expenses; 비용 처리 = expense
수입 = income; 소득 = income; 급여 명세서 = payslip; 월급명세서 = payslip; 상여금 = bonus
가계부 = budget tracker; 예산 관리 = budgeting; 재무 관리 = financial management; 자금 = funds; 자금 관리 = cash management
회계 = accounting; 회계사 = accountant; 장부 = ledger; 원장 = ledger; 분개 = journal entry; 전표 = voucher; 계정과목 = chart of accounts; 결산 = closing
월말 결산 = month end close; 감가상각 = depreciation; 재고 = inventory; 재고 관리 = inventory management; 원가 = cost; 원가 계산 = cost accounting
세금 = tax; 세무 = tax; 세무사 = tax accountant; 세금 신고 = tax filing; 종합소득세 = income tax; 소득세 = income tax
법인세 = corporate tax; 연말정산 = year end tax settlement; 세액 공제 = tax credit; 공제 = deduction; 환급 = refund; 세금 환급 = tax refund
송장 = invoice; 청구 = billing
발주 = purchase order; 구매 = purchase
구매 요청 = purchase request; 거래처 = vendor; 공급업체 = supplier; 협력사 = partner; 매입 = purchases; 매출 보고 = sales report; 판매 = sales
손익 = profit and loss; 손익분기점 = break even; 이익률 = profit margin; 가격 책정 = pricing
할인 = discount; 물가 = prices; 경제 = economy; 경제 지표 = economic indicators; 국내총생산 = gdp
보험 = insurance; 보험료 = insurance premium; 보험금 = insurance claim; 보험 청구 = insurance claim; 부동산 = real estate; 아파트 = apartment; 전세 = lease deposit
월세 = rent; 임대 = lease; 임대료 = rent; 시세 = market price; 부동산 시세 = property prices; 주택 = housing; 담보 = collateral; 담보대출 = mortgage
창업 = startup; 사업 계획서 = business plan; 투자 유치 = fundraising; 투자자 설명 = investor pitch; 아이알 = investor relations
재무 모델 = financial model; 재무 모델링 = financial modeling; 매출 예측 = revenue forecast; 현금 소진 = burn rate; 밸류 = valuation; 지분 희석 = dilution
`);
