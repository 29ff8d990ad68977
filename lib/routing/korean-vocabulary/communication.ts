// Communication: mail, messages, calendars, meetings, social media, customer contact.
import { vocabularyBlock } from "./block";

export const COMMUNICATION = vocabularyBlock(`
전자우편 = email; 받은편지함 = inbox; 받은 편지함 = inbox; 보낸편지함 = sent mail; 스팸함 = spam folder
전달 = forward; 참조 = reference; 숨은 참조 = bcc; 첨부 = attachment; 첨부파일 = attachment; 첨부 파일 = attachment
메일 정리 = organize email; 메일 분류 = sort email; 메일 요약 = email summary; 메일 초안 = email draft; 메일 작성 = write email; 메일 보내 = send email
수신 = receive; 발신 = send; 수신자 = recipient; 발신자 = sender; 제목 = title; 본문 = body; 서명란 = signature; 자동 응답 = auto reply; 부재중 = out of office
메시지 = message; 문자 = text message; 문자 메시지 = text message; 단톡방 = group chat; 채팅방 = chat room
디엠 = direct message; 쪽지 = direct message; 알림 메시지 = notification; 공지 메시지 = announcement; 스레드 = thread
연락 = contact; 연락처 = contacts; 주소록 = address book; 전화 = phone call; 전화번호 = phone number; 부재중 전화 = missed call; 음성 메시지 = voicemail
화상 회의 = video call; 화상회의 = video conference; 영상 통화 = video call; 회의실 = meeting room; 회의 예약 = book meeting; 회의 일정 = meeting schedule
달력 = calendar; 약속 = appointment; 일정 등록 = add event; 일정 잡 = schedule meeting
일정 조율 = scheduling; 시간 조율 = find a time; 빈 시간 = free time; 가능한 시간 = availability; 참석 = attend; 참석자 = attendees; 불참 = decline; 초대 = invite
미리 알림 = reminder; 기념일 = anniversary; 생일 = birthday; 반복 일정 = recurring event; 종일 = all day
오늘 일정 = today's schedule; 내일 일정 = tomorrow's schedule; 이번 주 일정 = this week's schedule; 주간 일정 = weekly schedule; 월간 일정 = monthly calendar
소셜 미디어 = social media; 에스엔에스 = social media; 인스타 = instagram; 페이스북 = facebook; 유튜브 = youtube
링크드인 = linkedin; 스레드 게시물 = threads post; 게시물 = post; 게시글 = post; 포스팅 = post; 글 올리 = publish post
해시태그 = hashtag; 팔로워 = followers; 구독자 = subscribers; 댓글 관리 = comment moderation
홍보 = promotion
이메일 마케팅 = email marketing; 콘텐츠 마케팅 = content marketing; 브랜드 보이스 = brand voice; 톤앤매너 = tone and manner
검색엔진 최적화 = seo; 검색 최적화 = seo; 노출 = impressions; 전환율 최적화 = conversion rate optimization
문의 = inquiry; 문의사항 = inquiry; 고객센터 = customer support; 고객 지원 = customer support; 고객 응대 = customer service
민원 = complaint; 클레임 = complaint; 항의 = complaint; 사과 메일 = apology email; 답변 작성 = write response
자주 묻는 질문 = faq; 에프에이큐 = faq; 지원 티켓 = support ticket; 문의 티켓 = support ticket; 챗봇 응답 = chatbot response
설득 = persuade; 협상 = negotiation; 제안 = proposal; 요청 메일 = request email; 감사 인사 = thank you note; 감사 메일 = thank you email; 축하 = congratulations
안부 = greeting; 소개 = introduction; 자기소개 = self introduction; 추천서 = recommendation letter; 편지 = letter; 카드 문구 = card message
연설 = speech; 연설문 = speech; 토론 = debate; 토의 = discussion; 아이디어 회의 = brainstorming
게시판 = bulletin board; 블로그 글 = blog post; 뉴스레터 발행 = newsletter
통역 = interpretation; 일본어 = japanese; 중국어 = chinese
영작 = english writing; 영문 = english; 국문 = korean; 원문 = original text; 번역본 = translation; 자막 번역 = subtitle translation; 현지화 번역 = localization
첨부 = attach; 제목 = heading; 노출 = exposure; 제안 = suggest
`);
