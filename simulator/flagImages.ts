// Flag pictures for the language switch. No public evidence shows the platform's path or artwork for them:
// the path (/TCG_PROD_IMAGES/FLAG/<LANG>.svg) and these simplified flags are the simulator's own choice.

function star(cx: number, cy: number, r: number, fill: string, turn = 0): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + turn + (i * Math.PI) / 5
    const radius = i % 2 === 0 ? r : r * 0.382
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`
  })
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`
}

const STRIPES_TH = [
  ['#a51931', 0, 4],
  ['#f4f5f8', 4, 4],
  ['#2d2a4a', 8, 8],
  ['#f4f5f8', 16, 4],
  ['#a51931', 20, 4],
] as const

const BODIES: Readonly<Record<string, string>> = {
  EN:
    '<rect width="36" height="24" fill="#012169"/>' +
    '<path d="M0,0 36,24 M36,0 0,24" stroke="#ffffff" stroke-width="4.8"/>' +
    '<path d="M0,0 36,24 M36,0 0,24" stroke="#c8102e" stroke-width="1.6"/>' +
    '<path d="M18,0 V24 M0,12 H36" stroke="#ffffff" stroke-width="8"/>' +
    '<path d="M18,0 V24 M0,12 H36" stroke="#c8102e" stroke-width="4.8"/>',
  CN:
    '<rect width="36" height="24" fill="#ee1c25"/>' +
    star(6, 6, 3.6, '#ffff00') +
    star(12, 2.4, 1.2, '#ffff00', 0.6) +
    star(14.4, 4.8, 1.2, '#ffff00', 0.3) +
    star(14.4, 8.4, 1.2, '#ffff00') +
    star(12, 10.8, 1.2, '#ffff00', 0.6),
  TH: STRIPES_TH.map(([fill, y, h]) => `<rect y="${y}" width="36" height="${h}" fill="${fill}"/>`).join(''),
  VI: '<rect width="36" height="24" fill="#da251d"/>' + star(18, 12.6, 7.2, '#ffff00'),
  UR:
    '<rect width="36" height="24" fill="#01411c"/><rect width="9" height="24" fill="#ffffff"/>' +
    '<circle cx="23.4" cy="12" r="6.6" fill="#ffffff"/><circle cx="25.2" cy="10.2" r="5.8" fill="#01411c"/>' +
    star(27.4, 8.6, 2.4, '#ffffff', -0.6),
}

/** The flag of a language code (EN, CN, TH, VI, UR), or undefined for any other. */
export function flagSvg(lang: string): string | undefined {
  const body = Object.hasOwn(BODIES, lang) ? BODIES[lang] : undefined
  if (body === undefined) return undefined
  return `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="24" viewBox="0 0 36 24">${body}</svg>`
}
