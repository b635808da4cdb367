/** When a lottery draws: every `every` minutes round the clock, or daily at `at` (local time) on `days`. */
type DrawSchedule = { kind: 'interval'; minutes: number } | { kind: 'daily'; at: string; utcOffsetMinutes: number; days: readonly number[] }

/** How a draw's winning number is written. */
export type ResultKind = 'vn5' | 'vn6' | 'digits4' | 'digits3' | 'ssc' | 'k3' | 'x11' | 'pk10' | 'lhc' | 'keno'

export type LotteryDef = {
  vendor: 'LOTT' | 'TCG_LOTTO_VN' | 'TCG_SEA' | 'GPI'
  code: string
  name: string
  /** Menu category (VN/SEA) or game group (TCG lottery, keno). */
  tag: LotteryTag
  schedule: DrawSchedule
  /** Betting closes this long before each draw. */
  lockSeconds: number
  result: ResultKind
  isSale: boolean
  /** No open draw (sales suspended): `numero` is null. */
  suspended: boolean
}

/** Weekdays as the platform numbers them: 1 = Sunday … 7 = Saturday. */
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const
const VN_OFFSET = 7 * 60

export const LOTTERY_TAGS = {
  vietnam_northern: { groupId: 11, label: 'Northern' },
  vietnam_central: { groupId: 12, label: 'Central' },
  vietnam_southern: { groupId: 13, label: 'Southern' },
  vietnam_fast: { groupId: 14, label: 'Fast' },
  sea: { groupId: 15, label: 'SEA' },
  ssc: { groupId: 1, label: 'SSC' },
  k3: { groupId: 2, label: 'Fast 3' },
  '11x5': { groupId: 3, label: '11 Select 5' },
  pk10: { groupId: 4, label: 'PK10' },
  lhc: { groupId: 5, label: 'Mark Six' },
  keno: { groupId: 21, label: 'KENO' },
} as const
export type LotteryTag = keyof typeof LOTTERY_TAGS

type Extra = Partial<Pick<LotteryDef, 'isSale' | 'suspended' | 'lockSeconds'>>

function codeOf(prefix: string, name: string): string {
  return `${prefix}_${name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`
}

function def(
  vendor: LotteryDef['vendor'],
  prefix: string,
  tag: LotteryTag,
  name: string,
  schedule: DrawSchedule,
  result: ResultKind,
  extra: Extra = {},
): LotteryDef {
  const lockSeconds = extra.lockSeconds ?? (schedule.kind === 'interval' ? Math.min(45, 10 + schedule.minutes * 7) : 45)
  return { vendor, code: codeOf(prefix, name), name, tag, schedule, lockSeconds, result, isSale: extra.isSale ?? true, suspended: extra.suspended ?? false }
}

const every = (minutes: number): DrawSchedule => ({ kind: 'interval', minutes })
const daily = (at: string, days: readonly number[], utcOffsetMinutes = VN_OFFSET): DrawSchedule => ({ kind: 'daily', at, utcOffsetMinutes, days })

/** Vietnamese provinces draw on fixed weekdays: the north at 18:15, the centre at 17:15, the south at 16:15. */
const NORTH: ReadonlyArray<[string, number[]]> = [
  ['Mien Bac', [...EVERY_DAY]],
  ['Ha Noi', [2, 5]],
  ['Quang Ninh', [3]],
  ['Bac Ninh', [4]],
  ['Hai Phong', [6]],
  ['Nam Dinh', [7]],
  ['Thai Binh', [1]],
]
const CENTRAL: ReadonlyArray<[string, number[]]> = [
  ['Thua Thien Hue', [2, 1]],
  ['Phu Yen', [2]],
  ['Dak Lak', [3]],
  ['Quang Nam', [3]],
  ['Da Nang', [4, 7]],
  ['Khanh Hoa', [4, 1]],
  ['Binh Dinh', [5]],
  ['Quang Tri', [5]],
  ['Quang Binh', [5]],
  ['Gia Lai', [6]],
  ['Ninh Thuan', [6]],
  ['Quang Ngai', [7]],
  ['Dak Nong', [7]],
  ['Kon Tum', [1]],
]
const SOUTH: ReadonlyArray<[string, number[]]> = [
  ['Ho Chi Minh', [2, 7]],
  ['Dong Thap', [2]],
  ['Ca Mau', [2]],
  ['Ben Tre', [3]],
  ['Vung Tau', [3]],
  ['Bac Lieu', [3]],
  ['Dong Nai', [4]],
  ['Can Tho', [4]],
  ['Soc Trang', [4]],
  ['Tay Ninh', [5]],
  ['An Giang', [5]],
  ['Binh Thuan', [5]],
  ['Vinh Long', [6]],
  ['Binh Duong', [6]],
  ['Tra Vinh', [6]],
  ['Long An', [7]],
  ['Binh Phuoc', [7]],
  ['Hau Giang', [7]],
  ['Tien Giang', [1]],
  ['Kien Giang', [1]],
  ['Da Lat', [1]],
]
const VN_FAST: ReadonlyArray<[string, number]> = [
  ['Sieu Toc 1 Phut', 1],
  ['Sieu Toc 3 Phut', 3],
  ['Sieu Toc 5 Phut', 5],
  ['Mien Bac Sieu Toc', 3],
  ['Mien Trung Sieu Toc', 5],
  ['Mien Nam Sieu Toc', 5],
  ['Ha Noi VIP', 5],
  ['Ho Chi Minh VIP', 3],
]

const VN: LotteryDef[] = [
  ...NORTH.map(([name, days]) => def('TCG_LOTTO_VN', 'VN', 'vietnam_northern', name, daily('18:15', days), 'vn5')),
  ...CENTRAL.map(([name, days]) => def('TCG_LOTTO_VN', 'VN', 'vietnam_central', name, daily('17:15', days), 'vn6')),
  ...SOUTH.map(([name, days]) =>
    def('TCG_LOTTO_VN', 'VN', 'vietnam_southern', name, daily('16:15', days), 'vn6', name === 'Binh Phuoc' ? { isSale: false } : {}),
  ),
  ...VN_FAST.map(([name, minutes]) => def('TCG_LOTTO_VN', 'VN', 'vietnam_fast', name, every(minutes), 'vn5')),
]

const SEA: LotteryDef[] = [
  def('TCG_SEA', 'SEA', 'sea', 'Thai Government', daily('15:30', [2, 6]), 'digits3'),
  def('TCG_SEA', 'SEA', 'sea', 'Lao Development', daily('20:30', [2, 4, 6]), 'digits4'),
  def('TCG_SEA', 'SEA', 'sea', 'Magnum 4D', daily('19:00', [4, 7, 1], 8 * 60), 'digits4'),
  def('TCG_SEA', 'SEA', 'sea', 'Da Ma Cai 4D', daily('19:00', [4, 7, 1], 8 * 60), 'digits4'),
  def('TCG_SEA', 'SEA', 'sea', 'Sports Toto 4D', daily('19:00', [4, 7, 1], 8 * 60), 'digits4'),
  def('TCG_SEA', 'SEA', 'sea', 'Singapore 4D', daily('18:30', [4, 7, 1], 8 * 60), 'digits4'),
  def('TCG_SEA', 'SEA', 'sea', 'Sabah 88', daily('19:00', [4, 7, 1], 8 * 60), 'digits4', { isSale: false }),
  def('TCG_SEA', 'SEA', 'sea', 'Cambodia Daily', daily('19:45', [...EVERY_DAY]), 'digits4'),
  def('TCG_SEA', 'SEA', 'sea', 'Thai Fast', every(5), 'digits3'),
  def('TCG_SEA', 'SEA', 'sea', 'Lao Fast', every(3), 'digits4'),
  def('TCG_SEA', 'SEA', 'sea', 'Malaysia Mega Jackpot', daily('20:00', [4, 7], 8 * 60), 'digits4', { isSale: false, suspended: true }),
]

const TCG: LotteryDef[] = [
  ...(['Tencent 1 Min SSC', 'SSC 3 Min', 'SSC 5 Min', 'Xinjiang SSC', 'Tianjin SSC', 'Lucky 5D'] as const).map((name, i) =>
    def('LOTT', 'TCG', 'ssc', name, every([1, 3, 5, 20, 20, 10][i] ?? 5), 'ssc'),
  ),
  ...(['Jiangsu Fast 3', 'Anhui Fast 3', 'Fast 3 1 Min', 'Fast 3 3 Min', 'Fast 3 5 Min'] as const).map((name, i) =>
    def('LOTT', 'TCG', 'k3', name, every([20, 20, 1, 3, 5][i] ?? 5), 'k3'),
  ),
  ...(['Guangdong 11x5', 'Shandong 11x5', 'Jiangxi 11x5', '11x5 1 Min', '11x5 3 Min'] as const).map((name, i) =>
    def('LOTT', 'TCG', '11x5', name, every([20, 20, 20, 1, 3][i] ?? 5), 'x11'),
  ),
  ...(['Lucky Airship', 'PK10 1 Min', 'PK10 3 Min', 'PK10 5 Min', 'Speed Racing'] as const).map((name, i) =>
    def('LOTT', 'TCG', 'pk10', name, every([5, 1, 3, 5, 3][i] ?? 5), 'pk10'),
  ),
  def('LOTT', 'TCG', 'lhc', 'Mark Six', daily('21:30', [3, 5, 7], 8 * 60), 'lhc'),
  def('LOTT', 'TCG', 'lhc', 'Fast Mark Six', every(5), 'lhc'),
]

const KENO_PLACES = [
  'Asia',
  'Europe',
  'America',
  'Australia',
  'Canada',
  'Korea',
  'Taiwan',
  'Beijing',
  'Slovakia',
  'Malaysia',
  'Thailand',
  'Vietnam',
  'Super',
  'Lucky',
  'Happy',
]
const KENO: LotteryDef[] = KENO_PLACES.flatMap((place) =>
  [1, 3, 5].map((minutes) => def('GPI', 'GPI', 'keno', `Keno ${place} ${minutes} Min`, every(minutes), 'keno')),
)

/** Every lottery game of the platform, in menu order. */
export const LOTTERY_DEFS: readonly LotteryDef[] = [...TCG, ...VN, ...SEA, ...KENO]
