// Media and content: images, video, audio, design, news, publishing.
import { vocabularyBlock } from "./block";

export const MEDIA = vocabularyBlock(`
기사 = article; 신문 = newspaper; 언론 = press; 보도 = coverage; 속보 = breaking news; 뉴스 요약 = news summary
시사 = current affairs; 정치 = politics; 경제 뉴스 = business news; 국제 = international; 사회 = society; 연예 = entertainment; 스포츠 = sports; 날씨 = weather
기사 작성 = article writing; 칼럼 = column; 사설 = editorial; 취재 = reporting; 기자 = journalist; 편집 = editing; 편집자 = editor
콘텐츠 = content; 컨텐츠 = content; 콘텐츠 제작 = content creation; 원고 = manuscript; 출판 = publishing; 도서 = book; 전자책 = ebook; 소설 = novel
수필 = essay; 동화 = children's story; 이야기 = story; 줄거리 = plot; 등장인물 = characters; 캐릭터 = character
만화 = comic; 일러스트 = illustration; 그림 = drawing; 삽화 = illustration; 그림 그리 = draw; 낙서 = doodle
사진 = photo; 사진 = image; 이미지 생성 = image generation; 그림 생성 = image generation; 사진 편집 = photo editing; 보정 = retouch; 사진 보정 = photo retouching
배경 제거 = remove background; 누끼 = remove background; 자르기 = crop; 크기 조정 = resize; 해상도 = resolution; 화질 = image quality
섬네일 = thumbnail; 전단지 = flyer; 아이콘 디자인 = icon design
디자이너 = designer; 그래픽 디자인 = graphic design; 색상 = color; 색깔 = color; 배색 = color scheme
레이아웃 디자인 = layout design; 포토샵 = photoshop; 목업 이미지 = mockup
동영상 = video; 영상 = video; 영상 편집 = video editing; 동영상 편집 = video editing; 컷 편집 = cut
촬영 = shooting; 녹화 = recording; 화면 녹화 = screen recording; 쇼츠 = shorts; 숏폼 = short form video; 브이로그 = vlog; 라이브 방송 = live stream
방송 = broadcast; 생방송 = live broadcast; 스트리밍 방송 = live streaming; 유튜버 = youtuber; 채널 운영 = channel management; 조회수 = views; 재생 = play; 재생목록 = playlist
음악 = music; 노래 = song; 가사 = lyrics; 작곡 = compose; 작사 = songwriting; 음원 = audio track; 소리 = sound; 음성 = voice; 목소리 = voice
녹음 = recording; 녹음 파일 = audio recording; 음성 파일 = audio file; 받아쓰기 = transcription; 전사 = transcription; 녹취 = transcript; 효과음 = sound effects
배경음악 = background music; 잡음 = noise; 노이즈 제거 = noise reduction; 음량 = volume; 음질 = audio quality
영화 = movie; 예고편 = trailer; 시나리오 = screenplay; 각본 = screenplay; 콘티 = storyboard; 애니메이션 제작 = animation
게임 개발 = game development; 게임 기획 = game design; 레벨 디자인 = level design; 캐릭터 디자인 = character design
삼차원 = 3d; 가상현실 = virtual reality; 증강현실 = augmented reality
웹 디자인 = web design; 반응형 디자인 = responsive design; 랜딩 디자인 = landing page design; 글 편집기 = text editor
받아쓰기 = transcribe; 보정 = calibration
`);
