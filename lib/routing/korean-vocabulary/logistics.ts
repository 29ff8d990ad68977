// Logistics and manufacturing: shipping, warehouses, customs, production and quality.
// English first, one English word and every Korean rendering of it a row (issue 34, round 13).
import { englishFirstBlock } from "./block";

export const LOGISTICS = englishFirstBlock(`
shipping = 선적; shipment = 발송; freight = 운임, 화물 운송; carrier = 운송사, 택배사; tracking = 운송장 조회, 배송 추적; tracking number = 운송장 번호
warehouse = 물류 창고; fulfillment = 주문 처리; supply chain = 공급망 관리; customs = 세관; route optimization = 경로 최적화, 배송 경로; fleet = 배차 관리
driver = 운전기사, 배송 기사; port = 항구, 항만; lead time = 리드 타임, 조달 기간; production = 생산 관리; defects = 불량품; bill of materials = 자재 명세서
raw materials = 원자재; stock level = 재고량
`);
