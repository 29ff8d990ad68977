// Real estate and insurance: buying, renting and valuing property; policies, cover and claims.
// English first, one English word and every Korean rendering of it a row (issue 34, round 13).
import { englishFirstBlock } from "./block";

export const PROPERTY = englishFirstBlock(`
property = 매물, 재산; listing = 매물; landlord = 집주인, 임대인; tenant = 세입자, 임차인; mortgage = 주택담보대출, 주담대; appraisal = 감정평가, 감정가
inspection = 현장 점검, 하자 점검; buyer = 매수자, 매수인; seller = 매도자, 매도인; real estate agent = 공인중개사, 중개사, 부동산 중개인; brokerage = 부동산 중개
commission = 중개 수수료; zoning = 용도지역, 용도 지역; construction = 공사; renovation = 리모델링, 보수 공사; floor plan = 평면도; floor area = 평수, 면적
stamp duty = 취득세; property tax = 재산세; capital gains tax = 양도소득세, 양도세; commercial property = 상가, 상업용 부동산; vacancy = 공실, 공실률
rental yield = 임대 수익률; building = 건물; insurance policy = 보험 증권, 보험 약관, 보험 상품; policyholder = 보험 계약자; insured = 피보험자
underwriting = 인수 심사; coverage = 보장 범위, 보상 범위; deductible = 자기부담금, 자기 부담금; exclusion = 면책, 보장 제외; actuarial = 보험 계리, 계리
actuary = 보험계리사, 계리사; life insurance = 생명보험; car insurance = 자동차보험, 자동차 보험; liability insurance = 배상책임보험; reinsurance = 재보험
insurance broker = 보험 설계사, 보험 중개인; loss ratio = 손해율; indemnity = 보상금, 손해 보상
`);
