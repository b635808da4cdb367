/**
 * The help centre in the shape S19 captured (`/wps/system/helpCenter?lang=&device=`): main entries `{ title,
 * content, bgColor, lang, display, tag }`, some with `children` of the same shape (`tag: null`). The texts are the
 * simulator's own; one entry carries hostile markup so the sanitiser is exercised.
 */
export type HelpEntry = { title: string; content: string; bgColor: null; lang: string; display: boolean; tag: string | null; children?: HelpEntry[] }

type Texts = {
  about: string
  deposit: string
  depositHow: string
  depositTime: string
  withdraw: string
  games: string
  faqs: string
  faqPassword: string
  faqBonus: string
}

const EN: Texts = {
  about: 'About us',
  deposit: 'Deposit',
  depositHow: 'How to deposit',
  depositTime: 'When is my deposit credited?',
  withdraw: 'Withdraw',
  games: 'Games',
  faqs: 'FAQs',
  faqPassword: 'I forgot my password',
  faqBonus: 'How do I claim a bonus?',
}

const ZH: Texts = {
  about: '关于我们',
  deposit: '存款帮助',
  depositHow: '如何存款',
  depositTime: '存款多久到账？',
  withdraw: '取款帮助',
  games: '游戏介绍',
  faqs: '常见问题',
  faqPassword: '忘记密码怎么办',
  faqBonus: '如何领取优惠？',
}

function entry(lang: string, title: string, content: string, tag: string | null, children?: HelpEntry[]): HelpEntry {
  return { title, content, bgColor: null, lang, display: true, tag, ...(children ? { children } : {}) }
}

function helpIn(lang: string, t: Texts): HelpEntry[] {
  return [
    entry(lang, t.about, '<p>Sim88 is a licensed online entertainment platform.</p><p>&nbsp;</p>', 'aboutus'),
    entry(lang, t.deposit, '<h1>Easy access to funds</h1><p>Deposit by bank transfer or e-wallet.</p>', 'deposit', [
      entry(
        lang,
        t.depositHow,
        '<p>Open <a href="/m/voucherCenter">Deposit</a>, pick a method and follow the steps.</p><p><img alt="Steps" src="/TCG_PROD_IMAGES/BANNER/101.svg" /></p>',
        null,
      ),
      entry(lang, t.depositTime, '<p>Bank transfers are credited within <b>5 minutes</b>.</p>', null),
    ]),
    entry(lang, t.withdraw, '<p>Withdrawals are paid within one hour.<br />Minimum ￥100 per withdrawal.</p>', 'withdraw'),
    entry(lang, t.games, '<pre>Slots, live casino, fishing, sports and lottery.</pre><script>window.__xss=7</script>', 'game'),
    entry(lang, t.faqs, '<p>Answers to common questions.</p>', 'faqs', [
      entry(
        lang,
        t.faqPassword,
        '<p>Use <a href="/m/forget">Forgot password</a> on the login page.</p><a href="javascript:alert(1)" onmouseover="alert(2)">x</a>',
        null,
      ),
      entry(lang, t.faqBonus, '<p>Open the <a href="https://promo.example.com/">promotions page</a> and press Claim.</p>', null),
      { ...entry(lang, 'Hidden draft', '<p>Not yet published.</p>', null), display: false },
    ]),
  ]
}

const TH: Texts = {
  about: 'เกี่ยวกับเรา',
  deposit: 'ช่วยเหลือการฝากเงิน',
  depositHow: 'วิธีฝากเงิน',
  depositTime: 'เงินฝากเข้าบัญชีเมื่อไร?',
  withdraw: 'ช่วยเหลือการถอนเงิน',
  games: 'เกม',
  faqs: 'คำถามที่พบบ่อย',
  faqPassword: 'ฉันลืมรหัสผ่าน',
  faqBonus: 'รับโบนัสอย่างไร?',
}

const VI: Texts = {
  about: 'Về chúng tôi',
  deposit: 'Trợ giúp nạp tiền',
  depositHow: 'Cách nạp tiền',
  depositTime: 'Khi nào tiền nạp được cộng?',
  withdraw: 'Trợ giúp rút tiền',
  games: 'Trò chơi',
  faqs: 'Câu hỏi thường gặp',
  faqPassword: 'Tôi quên mật khẩu',
  faqBonus: 'Làm sao nhận thưởng?',
}

const UR: Texts = {
  about: 'ہمارے بارے میں',
  deposit: 'جمع کرانے میں مدد',
  depositHow: 'رقم کیسے جمع کریں',
  depositTime: 'میری رقم کب جمع ہوگی؟',
  withdraw: 'رقم نکالنے میں مدد',
  games: 'گیمز',
  faqs: 'عام سوالات',
  faqPassword: 'میں اپنا پاس ورڈ بھول گیا',
  faqBonus: 'بونس کیسے حاصل کریں؟',
}

const BY_LANGUAGE: Readonly<Record<string, Texts>> = { EN, ZH, TH, VI, UR }

/** The help centre in the platform's language code (`ZH` for Chinese); a language it does not have gets English. */
export function helpCentre(lang: string): HelpEntry[] {
  const code = lang.trim().toUpperCase() === 'CN' ? 'ZH' : lang.trim().toUpperCase()
  const texts = BY_LANGUAGE[code]
  return texts ? helpIn(code, texts) : helpIn('EN', EN)
}
