import { own, R, seeds, src, type Evidence, type Method } from './build.ts'

type OtherRoute = { method: Method; path: string; evidence: Evidence }

const other = (method: Method, path: string, evidence: Evidence): OtherRoute => ({ method, path, evidence })

/**
 * Routes the platform (or the simulator standing in for it) answers that the gateway does not call: the simulator
 * may serve these and no others beside the catalogue's calls.
 */
export const OTHER_ROUTES: readonly OtherRoute[] = [
  other('GET', '/wps/v2/system/status', src('S5')),
  // The gateway cannot show GeeTest's widget under its CSP: a GeeTest merchant gets the gateway's own slider.
  other('GET', '/wps/captcha/geetest', src('S14', 'S4', 'S9', 'S10')),
  other('POST', '/wps/session/login/unsecure', own('a login with a plain JSON body, for curl and scripts against the simulator')),
  other('POST', '/wps/session/logout', own('logout by POST as well as DELETE, as lenient servers accept')),
  other('POST', `${R}GCSGAME_hotGamesV2`, own('hot games by POST as well as GET')),
  other('GET', '/lgw/numeros/near', seeds('seeds 001 §5: the current and previous draw of one lottery')),
  other('GET', '/lgw/vn/games/game_menu/recent', seeds('seeds 001 §5: recent lotteries of the member')),
  other('GET', '/lgw/games/game_menus/recent', seeds('seeds 001 §5: recent lotteries of the member')),
  other('GET', '/wps/agent/downline', seeds('seeds 001 §7: one downline of the team')),
  other('GET', '/wps/agent/affiliate/url/register', seeds("seeds 001 §7: the members registered through one agent's link")),
]
