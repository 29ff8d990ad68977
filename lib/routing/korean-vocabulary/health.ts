// Health, medicine and the life sciences: clinical care, drugs and trials, genomics and the lab.
// English first, one English word and every Korean rendering of it a row (issue 34, round 13).
import { englishFirstBlock } from "./block";

export const HEALTH = englishFirstBlock(`
health = 보건; medical = 의료, 의학적; medicine = 의약; clinical = 임상, 임상적; clinic = 의원, 진료소; hospital = 종합병원; patient = 환자; patients = 환자
nurse = 간호사; nursing = 간호; diagnosis = 진단명; symptoms = 증세; treatment = 처치, 치료법; therapy = 요법; drug = 약물, 신약
drugs = 약물; medication = 복약, 투약, 복용약; dosage = 복용량, 투여량; adverse event = 이상반응, 이상 사례; clinical trial = 임상시험, 임상 시험
pharmaceutical = 제약사; pharmacology = 약리학, 약리; genomics = 유전체학, 유전체; gene = 유전자; genes = 유전자; genetic = 유전, 유전적; cell = 세포
cells = 세포; molecule = 분자; molecular = 분자; chemical = 화합물; compound = 화합물; bioinformatics = 생물정보학, 생명정보학
sequencing = 염기서열 분석, 서열 분석; sequence = 염기서열; mutation = 돌연변이; tumor = 종양; oncology = 종양학; cardiology = 심장학; heart = 심장; blood = 혈액
diabetes = 당뇨, 당뇨병; depression = 우울증; anxiety = 불안장애, 불안증; psychiatry = 정신의학; counseling = 심리 상담
medical record = 의무기록, 진료기록, 의료 기록, 진료 기록; electronic health record = 전자의무기록; imaging = 의료 영상, 영상 검사; radiology = 영상의학; surgery = 수술
infection = 감염; epidemiology = 역학 조사; public health = 공중보건, 공중 보건; healthcare = 의료 서비스, 보건의료; care = 돌봄, 간병
aged care = 노인 돌봄, 요양; pathology = 병리, 병리학; anatomy = 해부학; neuroscience = 신경과학; microscopy = 현미경; microbiology = 미생물학; bacteria = 세균
immune = 면역; vaccine = 예방접종; dental = 치과; veterinary = 수의, 동물병원; biomedical = 생의학; drug discovery = 신약 개발, 약물 개발; toxicity = 독성
assay = 분석법, 실험 분석; metabolite = 대사체; clinical guideline = 진료 지침, 임상 지침
`);
