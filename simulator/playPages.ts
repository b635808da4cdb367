import type { LotteryGame } from '../schemas/upstream/index.ts'
import { escapeXml } from './svg.ts'

/** Ticks every countdown (`data-remain` ms until the draw, `data-lock` ms of lock before it) each 0.5 s, as the site does. */
const COUNTDOWN_SCRIPT = `(function(){var t0=Date.now();function f(ms){if(ms<=0)return'--:--:--';var s=Math.floor(ms/1000);function p(n){return(n<10?'0':'')+n}return p(Math.floor(s/3600))+':'+p(Math.floor(s/60)%60)+':'+p(s%60)}
function tick(){document.querySelectorAll('[data-remain]').forEach(function(el){var left=el.dataset.sale==='true'?Number(el.dataset.remain)-Number(el.dataset.lock)-(Date.now()-t0):0;el.textContent=f(left)})}tick();setInterval(tick,500)})()`

const SPIN_SCRIPT = `(function(){var s=['7','BAR','A','K','Q','J'],b=document.getElementById('spin'),r=document.getElementById('reels'),o=document.getElementById('outcome');b.addEventListener('click',function(){var x=[0,1,2].map(function(){return s[Math.floor(Math.random()*s.length)]});r.textContent=x.join(' | ');o.textContent=x[0]===x[1]&&x[1]===x[2]?'You win!':'No win this time'})})()`

const STYLE = `body{font-family:Arial,Helvetica,sans-serif;margin:0;padding:20px;background:#14161f;color:#f3f4f8}h1{font-size:22px;margin:0 0 4px}
.muted{color:#a3a8bd;font-size:14px}.card{background:#1f2230;border-radius:12px;padding:16px;margin:16px 0}.big{font-size:28px;font-weight:700;letter-spacing:2px}
button,.button{display:inline-block;background:#e6b422;color:#14161f;border:0;border-radius:20px;padding:10px 22px;font-size:16px;font-weight:700;text-decoration:none}
a{color:#e6b422}.result{font-size:20px;font-weight:700;overflow-wrap:anywhere;line-height:1.5}th{text-align:left;padding:14px 4px 6px;color:#e6b422;font-size:15px}table{width:100%;border-collapse:collapse}td{padding:6px 4px;border-bottom:1px solid #2c3042;font-size:14px}`

export type PageParts = { title: string; body: string; scripts?: readonly string[] }

/** A page of the simulated platform (game, payment, message); an empty icon, so browsers ask for no favicon. */
export function htmlPage({ title, body, scripts = [] }: PageParts): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeXml(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body>${body}` +
    scripts.map((s) => `<script>${s}</script>`).join('') +
    `</body></html>`
  )
}

export function messagePage(title: string, text: string): string {
  return htmlPage({ title, body: `<h1>${escapeXml(title)}</h1><p>${escapeXml(text)}</p>` })
}

export type Player = { account: string; demo: boolean }

function playerLine(player: Player, extra = ''): string {
  return `<p class="muted">Account <strong id="account">${escapeXml(player.account)}</strong> · ${player.demo ? 'Demo play' : 'Real money'}${extra}</p>`
}

function countdown(game: LotteryGame): string {
  return `<span class="big" data-remain="${game.remainTime}" data-lock="${game.lockTime}" data-sale="${game.isSale && game.numero !== null}">--:--:--</span>`
}

/** A casino game: a slot-like Spin button, plus "Leave table" for games that hold a round open. */
export function casinoPage(game: { gameName: string; displayName: string }, player: Player, leaveAction: string | undefined): string {
  const leave = leaveAction ? `<form method="post" action="${escapeXml(leaveAction)}"><button type="submit" id="leave">Leave table</button></form>` : ''
  const body =
    `<h1>${escapeXml(game.gameName)}</h1><p class="muted">${escapeXml(game.displayName)}</p>${playerLine(player)}` +
    `<div class="card"><p class="big" id="reels">? | ? | ?</p><p id="outcome" class="muted">Press Spin to play</p><button type="button" id="spin">Spin</button></div>${leave}`
  return htmlPage({ title: game.gameName, body, scripts: [SPIN_SCRIPT] })
}

/** One lottery game: the open draw, its countdown to the close of betting, and the last result. */
export function lotteryBoardPage(
  game: LotteryGame,
  vendorLabel: string,
  player: Player,
  details: { prizeMode: string; stylesheet?: string | undefined; previous?: { numero: string; winningNumber: string } | undefined },
): string {
  const style = details.stylesheet ? ` · Stylesheet <span id="css">${escapeXml(details.stylesheet)}</span>` : ''
  const draw =
    game.numero === null ? '<p class="big" id="numero">No open draw</p>' : `<p class="muted">Draw</p><p class="big" id="numero">${escapeXml(game.numero)}</p>`
  const sale = game.isSale ? '' : '<p class="muted" id="closed">Not on sale</p>'
  const previous = details.previous
    ? `<div class="card"><p class="muted">Last result · ${escapeXml(details.previous.numero)}</p><p class="result" id="result">${escapeXml(details.previous.winningNumber.replace(/,/g, ', '))}</p></div>`
    : ''
  const body =
    `<h1>${escapeXml(game.remark)}</h1><p class="muted">${escapeXml(vendorLabel)} · Prize mode <span id="prize-mode">${escapeXml(details.prizeMode)}</span>${style}</p>` +
    `${playerLine(player)}<div class="card">${draw}<p class="muted">Betting closes in</p>${countdown(game)}${sale}</div>${previous}`
  return htmlPage({ title: game.remark, body, scripts: [COUNTDOWN_SCRIPT] })
}

export type LobbyGroup = { label: string; games: readonly LotteryGame[] }

/** The VN or SEA lobby: every game of the area by category, with its open draw and countdown. */
export function lotteryLobbyPage(title: string, groups: readonly LobbyGroup[], player: Player, prizeMode: string): string {
  const row = (g: LotteryGame) =>
    `<tr><td>${escapeXml(g.remark)}</td><td>${escapeXml(g.numero ?? '—')}</td><td>${countdown(g).replace('class="big"', 'class="time"')}</td></tr>`
  const rows = groups.map((group) => `<tr><th colspan="3">${escapeXml(group.label)}</th></tr>${group.games.map(row).join('')}`).join('')
  const body = `<h1>${escapeXml(title)}</h1><p class="muted">Prize mode <span id="prize-mode">${escapeXml(prizeMode)}</span></p>${playerLine(player)}<table id="lobby">${rows}</table>`
  return htmlPage({ title, body, scripts: [COUNTDOWN_SCRIPT] })
}
