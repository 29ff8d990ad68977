// Marketing, sales and customer work: campaigns, funnels, CRM, e-commerce, support, PR.
// English first, one English word and every Korean rendering of it a row (issue 34, round 13).
import { englishFirstBlock } from "./block";

export const MARKETING = englishFirstBlock(`
marketing = 마케팅 전략; campaign = 광고 캠페인; brand = 브랜드 전략; prospect = 잠재 고객, 가망 고객; leads = 잠재 고객, 영업 리드; sales = 영업
salesperson = 영업 사원, 영업 담당; sales pipeline = 영업 파이프라인; deal = 거래 건, 영업 건; quota = 할당량, 영업 목표; funnel = 깔때기; segment = 고객군
targeting = 표적 설정; competitor = 경쟁자; market research = 시장 조사; promotion = 판촉; loyalty = 충성도, 고객 충성도; churn = 고객 이탈; copy = 광고 카피
influencer = 인플루언서; impressions = 노출 수; return on ad spend = 광고 수익률; customer relationship management = 고객 관계 관리, 고객관리
opportunity = 영업 기회, 사업 기회; outreach = 연락 돌리기; product listing = 상품 등록, 상품 목록; review = 상품평; customer support = 고객 상담; growth = 성장
acquisition = 고객 획득; attribution = 성과 기여; public relations = 언론 홍보; cold email = 콜드 메일, 영업 메일; upsell = 추가 판매; cross sell = 교차 판매
account executive = 영업 대표
`);
