// Hardware, electronics, manufacturing, energy and telecommunications.
import { vocabularyBlock } from "./block";

export const ENGINEERING = vocabularyBlock(`
하드웨어 = hardware; 회로 = circuit; 전자 회로 = electronic circuit; 기판 = circuit board; 인쇄회로기판 = pcb; 납땜 = soldering; 부품 = components
반도체 = semiconductor; 칩 설계 = chip design; 전원 = power supply; 전압 = voltage; 전류 = current; 저항 = resistor; 배터리 수명 = battery life; 충전 = charging
측정값 = measurements; 계측 = instrumentation; 제어 = control; 제어기 = controller
사물인터넷 = internet of things; 로봇 공학 = robotics; 자율주행 = autonomous driving; 기계 = machine; 기계 설계 = mechanical design
도면 = drawing; 삼차원 모델 = 3d model; 삼차원 프린팅 = 3d printing; 시제품 = prototype; 양산 = mass production; 제조 = manufacturing
생산 = production; 생산 계획 = production planning; 공장 = factory; 설비 = equipment; 유지관리 = maintenance; 예지 보전 = predictive maintenance; 불량 = defect
불량률 = defect rate; 품질 관리 = quality control; 품질 검사 = quality inspection; 수율 = yield; 공급망 = supply chain; 물류 = logistics; 창고 = warehouse
재고 수준 = stock level; 입출고 = inbound and outbound; 출하 = shipment; 운송 = transportation; 화물 = freight; 수출 = export; 수입품 = imports; 통관 = customs clearance; 관세 = tariff
에너지 = energy; 전력 = electricity; 전력 사용량 = power consumption; 태양광 = solar; 풍력 = wind power; 탄소 배출 = carbon emissions; 탄소 중립 = carbon neutral; 친환경 = eco friendly
환경 영향 = environmental impact; 지속가능성 = sustainability; 재활용 = recycling; 폐기물 = waste; 수질 = water quality; 대기 오염 = air pollution; 기후 변화 = climate change
통신 = telecommunications; 통신망 = network; 무선 = wireless; 유선 = wired; 이동통신 = mobile network; 위성 = satellite; 주파수 = frequency; 신호 = signal
건설 = construction; 시공 = construction; 현장 = site; 안전 점검 = safety inspection; 안전 관리 = safety management; 구조 계산 = structural analysis; 견적 산출 = cost estimate
자동차 = car; 차량 = vehicle; 전기차 = electric vehicle; 정비 = maintenance; 차량 관리 = fleet management; 연비 = fuel efficiency; 주유 = refueling; 충전소 = charging station
`);
