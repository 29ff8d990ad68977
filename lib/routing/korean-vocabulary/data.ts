// Data, analytics, machine learning and AI.
import { vocabularyBlock } from "./block";

export const DATA = vocabularyBlock(`
데이터 분석 = data analysis; 데이터 분석가 = data analyst; 데이터 세트 = dataset; 원본 데이터 = raw data; 원시 데이터 = raw data
합계 = sum; 평균 = average; 중앙값 = median; 최댓값 = maximum; 최솟값 = minimum
표준편차 = standard deviation; 상관관계 = correlation; 상관 = correlation
가설 검정 = hypothesis test; 신뢰 구간 = confidence interval; 비율 = ratio; 백분율 = percentage
증가율 = growth rate; 성장률 = growth rate; 감소 = decrease; 증가 = increase; 추세 = trend
예측 모델 = predictive model; 계절성 = seasonality
레이블 = label; 주석 작업 = annotation; 특징 = feature; 특성 = feature
학습 데이터 = training data; 훈련 = training; 검증 데이터 = validation data; 테스트 데이터 = test data
손실 = loss; 손실 함수 = loss function; 미세 조정 = fine tuning
신경망 = neural network; 딥러닝 = deep learning; 기계 학습 = machine learning; 인공지능 = ai; 인공 지능 = artificial intelligence; 생성형 = generative
대규모 언어 모델 = large language model; 대화형 = conversational; 자연어 처리 = natural language processing
자연어 = natural language; 텍스트 분류 = text classification; 요약 모델 = summarization model
개체명 = named entity; 키워드 추출 = keyword extraction
음성 인식 = speech recognition; 음성 합성 = speech synthesis; 이미지 인식 = image recognition; 이미지 분류 = image classification; 객체 탐지 = object detection
얼굴 인식 = face recognition; 문자 인식 = ocr; 광학 문자 인식 = ocr; 유사도 검색 = similarity search
의미 검색 = semantic search; 검색 증강 = retrieval augmented generation; 지식 베이스 = knowledge base; 지식베이스 = knowledge base; 문서 검색 = document search
프롬프트 엔지니어링 = prompt engineering; 프롬프트 작성 = prompt writing; 평가 지표 = evaluation metrics; 성능 평가 = performance evaluation
실험 설계 = experiment design; 대조군 = control group; 실험군 = treatment group; 모집단 = population; 설문조사 = survey
설문 조사 = survey; 응답률 = response rate; 만족도 = satisfaction; 피드백 분석 = feedback analysis; 리뷰 분석 = review analysis
대시보드 만들 = build dashboard; 보고서 자동화 = report automation; 케이피아이 = kpi; 목표 지표 = target metrics
전환 = conversion; 유입 = acquisition; 유입 경로 = traffic source; 방문자 = visitors; 방문 = visit; 페이지뷰 = page views; 클릭률 = click through rate
체류 시간 = time on page; 이탈률 = bounce rate; 재방문 = returning visitors; 활성 사용자 = active users; 일간 활성 사용자 = daily active users; 신규 사용자 = new users
고객 세분화 = customer segmentation; 사용자 행동 = user behavior; 행동 분석 = behavior analysis; 로그 데이터 = log data; 이벤트 로그 = event log
데이터 레이크 = data lake; 데이터 파이프라인 = data pipeline; 이티엘 = etl
데이터 모델링 = data modeling; 집계 쿼리 = aggregation query; 그룹화 = group by
중복 제거 = deduplication; 빈 값 = empty values; 형 변환 = type conversion; 날짜 형식 = date format; 시간대 = timezone
씨에스브이 = csv; 엑셀 파일 = excel file; 데이터 내보내기 = data export; 데이터 가져오기 = data import; 내보내기 = export; 가져오기 = import; 불러오기 = load
시각화 도구 = visualization tool; 막대 그래프 = bar chart; 막대그래프 = bar chart; 선 그래프 = line chart; 꺾은선 그래프 = line chart; 원 그래프 = pie chart; 파이 차트 = pie chart
산점도 = scatter plot; 지도 시각화 = map visualization; 도표 = chart
그래프 그리 = plot; 도식 = diagram; 도식화 = diagram; 마인드맵 = mind map
데이터베이스 설계 = database design; 테이블 설계 = table design; 인덱스 최적화 = index optimization; 느린 쿼리 = slow query; 쿼리 최적화 = query optimization
기본 키 = primary key; 외래 키 = foreign key; 제약 조건 = constraint; 저장 프로시저 = stored procedure
데이터 거버넌스 = data governance; 데이터 카탈로그 = data catalog; 데이터 계보 = data lineage
웹 크롤링 = web crawling; 웹 스크래핑 = web scraping; 데이터 추출 = data extraction; 정보 추출 = information extraction; 파일 변환 = file conversion
비율 = ratios; 계절성 = seasonal; 특성 = characteristics; 전환 = transition
`);
