// The page a refused page navigation gets: what is happening, in the player's language, and a reload by itself after
// Retry-After (later after each refusal of the same address, spread so that many phones do not come back at once; at
// most MAX_TRIES times, then only the button). Its one script and one stylesheet are allowed by their hashes, as the
// drawn pages' are: no other inline code runs under the site's CSP.
import type { Language } from '../../schemas/text.ts'
import type { Translate } from '../context/texts.ts'
import { cspHash } from '../output/pageTemplate.ts'

const LANG_TAG: Record<Language, string> = { EN: 'en', CN: 'zh', TH: 'th', VI: 'vi', UR: 'ur' }

const STYLE = [
  'html{color-scheme:dark light}',
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0b1220;color:#e8edf7;font:16px/1.5 system-ui,sans-serif}',
  'main{max-width:22rem;padding:1.5rem;text-align:center}',
  'h1{font-size:1.25rem;margin:0 0 .5rem}',
  'p{margin:0 0 1rem;color:#b7c2d6}',
  'a{display:inline-block;padding:.7rem 1.4rem;border-radius:.6rem;background:#f5b400;color:#111;font-weight:600;text-decoration:none}',
].join('')

// Tries and when they were made are kept per address in sessionStorage (nothing about the player): a count older
// than two minutes starts again.
const SCRIPT = `(function(){var m=document.getElementById('busy');if(!m)return;var p=document.getElementById('busy-progress');
var wait=Number(m.getAttribute('data-retry-after'))*1000||2000,max=5,key='busy:'+location.pathname+location.search,n=0;
try{var s=JSON.parse(sessionStorage.getItem(key)||'null');if(s&&Date.now()-s.at<120000)n=s.n}catch(e){}
if(n>=max){p.textContent=m.getAttribute('data-stopped');try{sessionStorage.removeItem(key)}catch(e){}return}
try{sessionStorage.setItem(key,JSON.stringify({n:n+1,at:Date.now()}))}catch(e){}
var delay=Math.max(wait,Math.min(30000,wait*Math.pow(2,n))*(0.8+Math.random()*0.4)),due=Date.now()+delay,text=m.getAttribute('data-retry-in')||'';
function show(){p.textContent=text.replace('{{seconds}}',String(Math.max(1,Math.ceil((due-Date.now())/1000))))}
show();setInterval(show,250);setTimeout(function(){location.reload()},delay)})();`

/** The CSP sources that allow the page's script and stylesheet. */
export const BUSY_PAGE_SOURCES = { script: cspHash(SCRIPT), style: cspHash(STYLE) } as const

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function busyPage(language: Language, t: Translate, retryAfterS: number): string {
  const text = (key: string) => escapeHtml(t({ t: key }))
  const dir = language === 'UR' ? 'rtl' : 'ltr'
  return `<!doctype html><html lang="${LANG_TAG[language]}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/img/favicon.svg"><title>${text('busy_title')}</title><style>${STYLE}</style></head><body><main id="busy" data-retry-after="${retryAfterS}" data-retry-in="${text('busy_retry_in')}" data-stopped="${text('busy_stopped')}"><h1>${text('busy_title')}</h1><p>${text('busy_body')}</p><p id="busy-progress" role="status" aria-live="polite"></p><a href="">${text('busy_retry_now')}</a></main><script>${SCRIPT}</script></body></html>`
}
