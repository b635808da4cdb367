/**
 * The simulator's platform content in the site's other languages, keyed by the English text: a multilingual platform
 * answers announcements, banners, promotions and help in the `Language` a call carries (`ZH` for Chinese). A text
 * with no entry here is answered in English, as a platform answers content nobody translated.
 */
const WIRE_LANGUAGES = ['EN', 'ZH', 'TH', 'VI', 'UR'] as const
export type WireLanguage = (typeof WIRE_LANGUAGES)[number]

type Translated = Readonly<Record<Exclude<WireLanguage, 'EN'>, string>>

const TEXTS: Readonly<Record<string, Translated>> = {
  // Banners
  'Welcome Bonus 100%': { ZH: '首存100%奖金', TH: 'โบนัสต้อนรับ 100%', VI: 'Thưởng chào mừng 100%', UR: 'خوش آمدید بونس 100%' },
  'Invite Friends, Earn Together': {
    ZH: '邀请好友，一起赚',
    TH: 'ชวนเพื่อน รับรายได้ด้วยกัน',
    VI: 'Mời bạn bè, cùng kiếm tiền',
    UR: 'دوستوں کو مدعو کریں، مل کر کمائیں',
  },
  'Join Our Telegram Channel': {
    ZH: '加入我们的Telegram频道',
    TH: 'เข้าร่วมช่อง Telegram ของเรา',
    VI: 'Tham gia kênh Telegram',
    UR: 'ہمارے ٹیلیگرام چینل میں شامل ہوں',
  },
  'Live Models Tonight': { ZH: '今晚真人主播', TH: 'นางแบบไลฟ์คืนนี้', VI: 'Người mẫu trực tiếp tối nay', UR: 'آج رات لائیو ماڈلز' },
  // Notices and member announcements
  Welcome: { ZH: '欢迎', TH: 'ยินดีต้อนรับ', VI: 'Chào mừng', UR: 'خوش آمدید' },
  'Scheduled maintenance': { ZH: '计划维护', TH: 'การปิดปรับปรุงตามกำหนด', VI: 'Bảo trì định kỳ', UR: 'طے شدہ دیکھ بھال' },
  'Security reminder': { ZH: '安全提醒', TH: 'ข้อควรระวังด้านความปลอดภัย', VI: 'Nhắc nhở bảo mật', UR: 'حفاظتی یاد دہانی' },
  'New games': { ZH: '新游戏', TH: 'เกมใหม่', VI: 'Trò chơi mới', UR: 'نئے گیمز' },
  'Deposit guide': { ZH: '存款指南', TH: 'คู่มือการฝากเงิน', VI: 'Hướng dẫn nạp tiền', UR: 'جمع کرانے کی رہنمائی' },
  'Your VIP upgrade': { ZH: '您的VIP升级', TH: 'การอัปเกรด VIP ของคุณ', VI: 'Nâng cấp VIP của bạn', UR: 'آپ کا VIP اپ گریڈ' },
  'Account security': { ZH: '账户安全', TH: 'ความปลอดภัยของบัญชี', VI: 'Bảo mật tài khoản', UR: 'اکاؤنٹ کی حفاظت' },
  'Withdrawal limits raised': { ZH: '提款限额已提高', TH: 'เพิ่มวงเงินถอนแล้ว', VI: 'Đã nâng hạn mức rút tiền', UR: 'رقم نکالنے کی حد بڑھا دی گئی' },
  // Pop-ups and promotion announcements
  'Welcome to Sim88': { ZH: '欢迎来到Sim88', TH: 'ยินดีต้อนรับสู่ Sim88', VI: 'Chào mừng đến Sim88', UR: 'Sim88 میں خوش آمدید' },
  'Weekly Cashback': { ZH: '每周返现', TH: 'เงินคืนรายสัปดาห์', VI: 'Hoàn tiền hằng tuần', UR: 'ہفتہ وار کیش بیک' },
  'Maintenance window': { ZH: '维护时段', TH: 'ช่วงเวลาปิดปรับปรุง', VI: 'Khung giờ bảo trì', UR: 'دیکھ بھال کا وقت' },
  'Welcome aboard': { ZH: '欢迎加入', TH: 'ยินดีต้อนรับเข้าสู่ระบบ', VI: 'Chào mừng bạn', UR: 'خوش آمدید، سفر شروع کریں' },
  'Daily Cashback 1.2%': { ZH: '每日返现1.2%', TH: 'เงินคืนรายวัน 1.2%', VI: 'Hoàn tiền hằng ngày 1,2%', UR: 'روزانہ کیش بیک 1.2%' },
  'VIP Birthday Gift': { ZH: 'VIP生日礼金', TH: 'ของขวัญวันเกิด VIP', VI: 'Quà sinh nhật VIP', UR: 'VIP سالگرہ کا تحفہ' },
  'New Player Pack': { ZH: '新手礼包', TH: 'แพ็กผู้เล่นใหม่', VI: 'Gói người chơi mới', UR: 'نئے کھلاڑی کا پیکج' },
  // Promotions and their categories
  'Weekend Slots Tournament': { ZH: '周末老虎机锦标赛', TH: 'ทัวร์นาเมนต์สล็อตสุดสัปดาห์', VI: 'Giải đấu slot cuối tuần', UR: 'ویک اینڈ سلاٹس ٹورنامنٹ' },
  'Live Casino Lucky Streak': { ZH: '真人娱乐幸运连胜', TH: 'คาสิโนสดชนะต่อเนื่อง', VI: 'Chuỗi may mắn sòng bài trực tiếp', UR: 'لائیو کیسینو خوش قسمتی کا سلسلہ' },
  'First Withdrawal Bonus': { ZH: '首次提款奖金', TH: 'โบนัสถอนครั้งแรก', VI: 'Thưởng rút tiền lần đầu', UR: 'پہلی نکاسی کا بونس' },
  'Mid-Autumn Festival Feast': { ZH: '中秋盛宴', TH: 'เทศกาลไหว้พระจันทร์', VI: 'Đại tiệc Trung thu', UR: 'وسط خزاں تہوار کی دعوت' },
  'Lunar New Year Red Packets': { ZH: '新春红包', TH: 'อั่งเปาตรุษจีน', VI: 'Lì xì Tết Nguyên đán', UR: 'قمری نئے سال کے سرخ لفافے' },
  'App Download Bonus': { ZH: 'APP下载奖金', TH: 'โบนัสดาวน์โหลดแอป', VI: 'Thưởng tải ứng dụng', UR: 'ایپ ڈاؤن لوڈ بونس' },
  'Refer a Friend': { ZH: '推荐好友', TH: 'แนะนำเพื่อน', VI: 'Giới thiệu bạn bè', UR: 'دوست کو مدعو کریں' },
  'Slots Free Spins Friday': { ZH: '周五老虎机免费旋转', TH: 'ฟรีสปินสล็อตวันศุกร์', VI: 'Thứ Sáu quay miễn phí', UR: 'جمعہ سلاٹس مفت اسپن' },
  'Rebate Booster': { ZH: '返水加速', TH: 'เพิ่มค่าคอมมิชชั่นคืน', VI: 'Tăng hoàn trả', UR: 'ریبیٹ بوسٹر' },
  Deposit: { ZH: '存款', TH: 'ฝากเงิน', VI: 'Nạp tiền', UR: 'جمع' },
  Slots: { ZH: '老虎机', TH: 'สล็อต', VI: 'Slot', UR: 'سلاٹس' },
  'Live casino': { ZH: '真人娱乐', TH: 'คาสิโนสด', VI: 'Sòng bài trực tiếp', UR: 'لائیو کیسینو' },
  App: { ZH: '应用', TH: 'แอป', VI: 'Ứng dụng', UR: 'ایپ' },
}

/** The language a call asks for: its `language` or `lang` parameter where the call has one, else its `Language` header. */
export function wireLanguageOf(asked: string | undefined): WireLanguage {
  const code = asked?.trim().toUpperCase()
  const found = WIRE_LANGUAGES.find((l) => l === (code === 'CN' ? 'ZH' : code))
  return found ?? 'EN'
}

/** A text in the language asked; English where it has no translation. */
export function translated(text: string, language: WireLanguage): string {
  if (language === 'EN') return text
  return TEXTS[text]?.[language] ?? text
}
