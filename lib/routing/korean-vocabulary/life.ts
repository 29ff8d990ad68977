// Everyday life: health, food, travel, shopping, home, weather.
import { vocabularyBlock } from "./block";

export const LIFE = vocabularyBlock(`
건강 = health; 건강 관리 = health tracking; 병원 = hospital; 의사 = doctor; 진료 = medical appointment; 진료 예약 = doctor appointment
증상 = symptoms; 질병 = disease; 질환 = condition; 감기 = cold; 독감 = flu; 두통 = headache; 통증 = pain; 치료 = treatment; 처방 = prescription
처방전 = prescription; 약국 = pharmacy; 복용 = dosage; 부작용 = side effects; 의약품 = medicine; 영양제 = supplements; 건강검진 = health checkup
검진 = checkup; 혈압 = blood pressure; 혈당 = blood sugar; 체중 = weight; 몸무게 = weight; 체지방 = body fat; 비만 = obesity; 수면 = sleep
수면 기록 = sleep tracking; 정신 건강 = mental health; 우울 = depression; 불안 = anxiety; 상담사 = counselor; 명상 = meditation
운동 = exercise; 운동 = workout; 운동 기록 = workout log; 헬스 = gym; 헬스장 = gym; 근력 운동 = strength training; 유산소 = cardio; 달리기 = running
걷기 = walking; 걸음 수 = step count; 만보기 = step counter; 수영 = swimming; 자전거 = cycling; 등산 = hiking
식단 = diet; 식단 = meal plan; 식단표 = meal plan; 칼로리 = calories; 열량 = calories; 영양 = nutrition; 영양소 = nutrients; 단백질 = protein
탄수화물 = carbs; 지방 = fat; 음식 = food; 식사 = meal; 간식 = snack; 요리 = cooking; 레시피 = recipe
조리법 = recipe; 요리법 = recipe; 재료 = ingredients; 식재료 = ingredients; 장보기 = grocery shopping; 장 볼 = groceries; 냉장고 = fridge; 밀키트 = meal kit
맛집 = restaurant; 식당 = restaurant; 카페 추천 = cafe recommendation; 배달 = delivery; 배달 음식 = food delivery; 메뉴 추천 = menu recommendation; 음료 = drink
여행 = travel; 여행 = trip; 여행 계획 = travel plan; 여행 일정 = itinerary; 일정표 짜 = plan itinerary; 관광 = sightseeing; 관광지 = tourist attraction; 명소 = attractions
항공권 = flight; 비행기 = flight; 비행기표 = plane ticket; 항공편 = flight; 공항 = airport; 탑승 = boarding; 탑승권 = boarding pass; 수하물 = baggage
숙소 = accommodation; 숙박 = lodging; 숙소 예약 = hotel booking; 에어비앤비 = airbnb; 체크인 = check in; 체크아웃 시간 = checkout time; 객실 = room
기차 = train; 기차표 = train ticket; 열차 = train; 고속버스 = express bus; 지하철 = subway; 대중교통 = public transit; 교통 = transportation
렌터카 = rental car; 렌트카 = rental car; 운전 = driving; 주차 = parking; 길찾기 = directions; 길 찾기 = directions; 경로 안내 = route guidance
내비 = navigation; 소요 시간 = travel time; 출발 = departure; 도착 = arrival; 환승 = transfer; 왕복 = round trip; 편도 = one way; 여권 = passport
입국 = entry; 출국 = departure; 해외 = overseas; 국내 = domestic; 해외여행 = overseas travel; 환전소 = currency exchange; 유심 = sim card
날씨 예보 = weather forecast; 일기예보 = weather forecast; 기온 = temperature; 온도 = temperature; 강수 = precipitation; 미세먼지 = air quality
장바구니 = cart; 장바구니 = shopping cart; 주문 내역 = order history; 주문 조회 = order status; 배송 = shipping; 배송 = delivery; 배송 조회 = track shipment
택배 = parcel; 운송장 = tracking number; 송장 번호 = tracking number; 반품 = return; 교환 = exchange; 취소 = cancel; 주문 취소 = cancel order
정기 구독 = subscription; 구독 해지 = cancel subscription; 해지 = cancel; 정기 결제 = recurring payment; 자동 결제 = auto pay
회원 = member; 할인 쿠폰 = discount coupon; 적립금 = reward points; 포인트 = points; 최저가 = lowest price; 가격 비교 = price comparison
상품 = product; 제품 = product; 상품 설명 = product description; 상세 페이지 = product page; 상세페이지 = product detail page; 리뷰 작성 = write review; 후기 = review
평점 = rating; 추천 상품 = recommended products; 재고 확인 = stock check; 품절 = out of stock; 입고 = restock; 판매자 = seller; 구매자 = buyer; 쇼핑몰 = online store
온라인 쇼핑몰 = online store; 스마트스토어 = online store; 전자상거래 = ecommerce; 오픈마켓 = marketplace; 중고 = used; 중고거래 = secondhand
선물 = gift; 선물 추천 = gift ideas; 생일 선물 = birthday gift; 의류 = clothing; 신발 = shoes; 가방 = bag; 화장품 = cosmetics; 가전 = appliances
이사 = moving; 청소 = cleaning; 빨래 = laundry; 세탁 = laundry; 정리정돈 = tidying; 인테리어 = interior design; 가구 = furniture; 수리 = repair
관리비 = maintenance fee; 공과금 = utility bills; 전기 요금 = electricity bill; 전기세 = electricity bill; 가스비 = gas bill; 수도세 = water bill; 통신비 = phone bill; 고지서 = bill
육아 = parenting; 아기 = baby; 반려동물 = pet; 강아지 = dog; 고양이 = cat; 산책 = walk; 취미 = hobby; 독서 = reading; 일기 = journal
가족 = family; 친구 = friend; 결혼 = wedding; 결혼식 = wedding; 청첩장 = wedding invitation; 모임 = gathering; 행사 = event; 이벤트 기획 = event planning
회원 = membership
`);
