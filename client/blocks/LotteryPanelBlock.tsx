import { memo, useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { LotteryCard, LotteryCategory, LotteryPanelResolved } from '../../schemas/blocks/lotteryPanel.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { usePagedList } from '../api/usePagedList.ts'
import { currentLanguage } from '../lib/language.ts'
import {
  COUNTDOWN_TICK_MS,
  LOTTERY_FAVOURITES_KEY,
  countdownParts,
  drawingOn,
  favouritesFirst,
  menuRefreshDelay,
  parseLotteryFavourites,
  platformWeekday,
  withLotteryFavourite,
} from '../lib/lottery.ts'
import { readStored, writeStored } from '../lib/storage.ts'
import { Icon } from '../ui/Icon.tsx'
import { LazyImage } from '../ui/LazyImage.tsx'
import { PagedGameGrid } from './shared/GameGrid.tsx'
import { gameListPaging, gameListQuery } from './shared/gameListQuery.ts'
import type { BlockProps } from './types.ts'
import './LotteryPanelBlock.css'

// One clock for every countdown on the page, ticking every 0.5 s while something shows it.
const clockListeners = new Set<() => void>()
let clockNow = Date.now()
let clockTimer: ReturnType<typeof setInterval> | undefined
function subscribeClock(listener: () => void): () => void {
  clockListeners.add(listener)
  if (clockTimer === undefined) {
    clockNow = Date.now()
    clockTimer = setInterval(() => {
      clockNow = Date.now()
      for (const l of clockListeners) l()
    }, COUNTDOWN_TICK_MS)
  }
  return () => {
    clockListeners.delete(listener)
    if (clockListeners.size === 0) {
      clearInterval(clockTimer)
      clockTimer = undefined
    }
  }
}

// When each menu answer arrived: countdowns run from there.
const arrivals = new WeakMap<object, number>()
function arrivedAt(props: object): number {
  let at = arrivals.get(props)
  if (at === undefined) {
    at = Date.now()
    arrivals.set(props, at)
  }
  return at
}

function Countdown({ game, since, label }: { game: LotteryCard; since: number; label: string }) {
  const { t } = useTranslation()
  // The server and the hydrating page draw the time the menu answered (no time elapsed), then the clock runs.
  const now = useSyncExternalStore(
    subscribeClock,
    () => clockNow,
    () => since,
  )
  const { days, clock } = countdownParts(game, Math.max(0, now - since))
  return (
    <span className="lottery__clock" role="timer" title={label}>
      {days > 0 ? t('client_countdown_days', { count: days, clock }) : clock}
    </span>
  )
}

const LotteryRow = memo(function LotteryRow({
  game,
  since,
  favourite,
  onStar,
}: {
  game: LotteryCard
  since: number
  favourite: boolean | undefined
  onStar: (id: string, on: boolean) => void
}) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  return (
    <li className="lottery__row" data-game={game.id}>
      <button type="button" className="lottery__open" onClick={() => void onAction(game.action)}>
        <span className="lottery__art">
          <LazyImage src={game.image} alt="" fallback="game" aspectRatio={1} />
        </span>
        <span className="lottery__text">
          <span className="lottery__name">{game.name}</span>
          <span className="lottery__numero">{game.numero ? t('client_draw_no', { numero: game.numero }) : t('client_not_on_sale')}</span>
        </span>
        <Countdown game={game} since={since} label={t('client_next_draw')} />
      </button>
      {favourite !== undefined && (
        <button
          type="button"
          className={favourite ? 'lottery__star is-on' : 'lottery__star'}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'client_favourite_remove' : 'client_favourite_add')}
          onClick={() => onStar(game.id, !favourite)}
        >
          <Icon name="star" size={18} />
        </button>
      )}
    </li>
  )
})

function KenoList({ keno, emptyText }: { keno: NonNullable<LotteryCategory['keno']>; emptyText: string }) {
  const { i18n } = useTranslation()
  const pages = usePagedList('gameList', gameListQuery(keno.list, keno.pageSize, currentLanguage(i18n)), undefined, gameListPaging(keno.list))
  return <PagedGameGrid pages={pages} emptyText={emptyText} />
}

function useRefreshTimer(props: LotteryPanelResolved, since: number): void {
  const onAction = useOnAction()
  useEffect(() => {
    const clocks = props.categories.flatMap((c) => c.games)
    const delay = menuRefreshDelay(clocks, Date.now() - since, props.refreshCapMs, props.refreshFallbackMs)
    const timer = setTimeout(() => void onAction({ type: 'refresh' }), delay)
    return () => clearTimeout(timer)
  }, [props, since, onAction])
}

/** The member's starred lotteries, kept in this browser per member; none for a visitor. */
function useLotteryFavourites(user: string | undefined) {
  const [favourites, setFavourites] = useState(() => (user ? parseLotteryFavourites(readStored(LOTTERY_FAVOURITES_KEY), user) : new Set<string>()))
  const star = (gameId: string, on: boolean) => {
    if (!user) return
    const raw = withLotteryFavourite(readStored(LOTTERY_FAVOURITES_KEY), user, gameId, on)
    writeStored(LOTTERY_FAVOURITES_KEY, raw)
    setFavourites(parseLotteryFavourites(raw, user))
  }
  return { favourites, star }
}

type MenuProps = { back: LotteryPanelResolved['back']; categories: LotteryCategory[]; activeId: string; onChoose: (id: string) => void }

/** The back button sits beside the tab list, not in it: a tab list holds tabs only. */
function LotteryMenu({ back, categories, activeId, onChoose }: MenuProps) {
  const { t } = useTranslation()
  const onAction = useOnAction()
  return (
    <div className="lottery__menu" data-no-back-swipe="">
      {back && (
        <button type="button" className="icon-btn" aria-label={t('client_back')} onClick={() => void onAction(back)}>
          <Icon name="back" size={22} />
        </button>
      )}
      <div className="lottery__tabs" role="tablist">
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            role="tab"
            aria-selected={c.id === activeId}
            className={c.id === activeId ? 'pill is-active' : 'pill'}
            onClick={() => onChoose(c.id)}
          >
            {c.label}
          </button>
        ))}
      </div>
    </div>
  )
}

type DaysProps = { allDaysLabel: string; weekdays: LotteryPanelResolved['weekdays']; weekday: number | null; onChoose: (day: number | null) => void }

function WeekdayFilter({ allDaysLabel, weekdays, weekday, onChoose }: DaysProps) {
  const { t } = useTranslation()
  return (
    <div className="lottery__days" role="group" aria-label={t('client_weekday_filter')}>
      {[{ day: null, label: allDaysLabel }, ...weekdays].map((d) => (
        <button
          key={d.day ?? 'all'}
          type="button"
          aria-pressed={d.day === weekday}
          className={d.day === weekday ? 'pill lottery__day is-active' : 'pill lottery__day'}
          onClick={() => onChoose(d.day)}
        >
          {d.label}
        </button>
      ))}
    </div>
  )
}

/** The lottery list centre and Vietnamese lottery panel (seeds 001 §2 Lottery). */
export default function LotteryPanelBlock({ id, props }: BlockProps<'lotteryPanel'>) {
  const since = arrivedAt(props)
  const [chosen, setChosen] = useState(props.categories[0]?.id ?? '')
  const category = props.categories.find((c) => c.id === chosen) ?? props.categories[0]
  const [weekday, setWeekday] = useState<number | null>(() => platformWeekday(new Date()))
  const user = props.favouritesOf
  const { favourites, star } = useLotteryFavourites(user)
  useRefreshTimer(props, since)

  if (!category) return <p className="games__empty">{props.emptyText}</p>
  const choose = (next: string) => {
    setChosen(next)
    window.scrollTo(0, 0)
  }
  const games = favouritesFirst(drawingOn(category.games, category.weekdayFilter ? weekday : null), favourites)
  return (
    <section className="block lottery" data-block={id}>
      <LotteryMenu back={props.back} categories={props.categories} activeId={category.id} onChoose={choose} />
      {category.weekdayFilter && <WeekdayFilter allDaysLabel={props.allDaysLabel} weekdays={props.weekdays} weekday={weekday} onChoose={setWeekday} />}
      {category.keno ? (
        <KenoList key={category.id} keno={category.keno} emptyText={props.emptyText} />
      ) : games.length === 0 ? (
        <p className="games__empty">{props.emptyText}</p>
      ) : (
        <ul className="lottery__list">
          {games.map((game) => (
            <LotteryRow key={game.id} game={game} since={since} favourite={user ? favourites.has(game.id) : undefined} onStar={star} />
          ))}
        </ul>
      )}
    </section>
  )
}
