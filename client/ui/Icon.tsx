import type { Icon as IconName } from '../../schemas/icons.ts'

// 24×24 stroke paths, one entry per name in schemas/icons.ts (`satisfies` fails when one is missing).
const PATHS = {
  home: ['M3 10.5 12 3l9 7.5', 'M5.5 9v11.5h4.5v-6h4v6h4.5V9'],
  notice: ['M18 16.5v-5.5a6 6 0 0 0-12 0v5.5l-1.5 1.5h15z', 'M10 20.5a2 2 0 0 0 4 0'],
  invite: ['M15 20v-1.5a4 4 0 0 0-4-4H6.5a4 4 0 0 0-4 4V20', 'M8.75 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z', 'M19 8v6', 'M16 11h6'],
  deposit: ['M4 7.5h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-12a2.5 2.5 0 0 1 2.5-2.5H17', 'M16 14h2'],
  login: ['M14 3.5h4.5a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H14', 'M9.5 16.5 14 12 9.5 7.5', 'M14 12H3.5'],
  register: ['M16 4.5h1.5a2 2 0 0 1 2 2V20a2 2 0 0 1-2 2h-11a2 2 0 0 1-2-2V6.5a2 2 0 0 1 2-2H8', 'M9 2.5h6v4H9z', 'M9 12h6', 'M9 16h4'],
  promotion: ['M20 12v9H4v-9', 'M2.5 7.5h19V12h-19z', 'M12 21V7.5', 'M12 7.5H8a2.5 2.5 0 1 1 0-5c3 0 4 5 4 5z', 'M12 7.5h4a2.5 2.5 0 1 0 0-5c-3 0-4 5-4 5z'],
  member: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4.5 20.5v-.5a5.5 5.5 0 0 1 5.5-5.5h4a5.5 5.5 0 0 1 5.5 5.5v.5'],
  hot: ['M12 21.5c3.9 0 7-2.7 7-6.8 0-3.7-2.6-6.3-4-9.7-1.3 1.8-2 3.3-2 5-1.6-1-2.7-3-2.7-5.5C7.2 6.8 5 10.5 5 14.7c0 4.1 3.1 6.8 7 6.8z'],
  service: [
    'M3.5 14v-2a8.5 8.5 0 0 1 17 0v2',
    'M20.5 15a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2z',
    'M3.5 15a2 2 0 0 0 2 2h1v-6h-1a2 2 0 0 0-2 2z',
    'M18.5 17v.5a3 3 0 0 1-3 3H12',
  ],
  cashback: ['M3.5 12a8.5 8.5 0 1 0 2.6-6.1', 'M3 3.5v5h5', 'M12 7.5v9', 'M14.5 9.5h-3.3a1.7 1.7 0 0 0 0 3.5h1.6a1.7 1.7 0 0 1 0 3.5H9.5'],
  withdraw: ['M12 15V3.5', 'M7.5 8 12 3.5 16.5 8', 'M4 14v5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5'],
  reward: ['M8 21h8', 'M12 17v4', 'M7 3.5h10V9a5 5 0 0 1-10 0z', 'M17 5.5h3V7a3 3 0 0 1-3 3', 'M7 5.5H4V7a3 3 0 0 0 3 3'],
  record: ['M14 2.5H6.5a2 2 0 0 0-2 2v15a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V8z', 'M14 2.5V8h5.5', 'M8.5 13h7', 'M8.5 17H13'],
  whatsapp: ['M3.5 20.5l1.3-4.2a8.5 8.5 0 1 1 3.2 3z', 'M9 8.5c0 3.6 2.9 6.5 6.5 6.5l.8-1.6-2-1-1 1a3.5 3.5 0 0 1-2.2-2.2l1-1-1-2z'],
  chat: ['M20.5 12a8.5 8.5 0 0 1-12.2 7.6L3.5 20.5l1.1-4.5A8.5 8.5 0 1 1 20.5 12z', 'M8.5 12h.01', 'M12 12h.01', 'M15.5 12h.01'],
  download: ['M12 3.5V15', 'M7.5 10.5 12 15l4.5-4.5', 'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2'],
  logout: ['M9.5 20.5H5.5a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2h4', 'M15.5 16.5 20 12l-4.5-4.5', 'M20 12H9'],
  forgot: ['M8 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z', 'M11.5 12h9.5', 'M18 12v3', 'M21 12v2.5'],
  theme: ['M20.5 13.2A8.5 8.5 0 1 1 10.8 3.5a6.6 6.6 0 0 0 9.7 9.7z'],
  language: [
    'M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17z',
    'M3.5 12h17',
    'M12 3.5c2.2 2.3 3.4 5.3 3.4 8.5s-1.2 6.2-3.4 8.5',
    'M12 3.5C9.8 5.8 8.6 8.8 8.6 12s1.2 6.2 3.4 8.5',
  ],
  menu: ['M4 6.5h16', 'M4 12h16', 'M4 17.5h16'],
  speaker: ['M11 5 6.5 9H3v6h3.5l4.5 4z', 'M15.5 8.5a5 5 0 0 1 0 7', 'M18.5 5.5a9 9 0 0 1 0 13'],
  star: ['M12 2.8l2.9 5.9 6.4.9-4.6 4.5 1.1 6.4L12 17.5l-5.8 3 1.1-6.4-4.6-4.5 6.4-.9z'],
  games: [
    'M6.5 12h4',
    'M8.5 10v4',
    'M15 13h.01',
    'M17.5 11h.01',
    'M17 5.5H7a4 4 0 0 0-4 3.6l-.8 6.7A2.9 2.9 0 0 0 5 19c1 0 1.8-.5 2.4-1.2L9 16h6l1.6 1.8c.6.7 1.4 1.2 2.4 1.2a2.9 2.9 0 0 0 2.8-3.2L21 9.1a4 4 0 0 0-4-3.6z',
  ],
  close: ['M18 6 6 18', 'M6 6l12 12'],
  back: ['M15 18.5 8.5 12 15 5.5'],
  maintenance: ['M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z'],
  restricted: ['M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17z', 'M6 6l12 12'],
  user: ['M19.5 20.5v-1.5a4 4 0 0 0-4-4h-7a4 4 0 0 0-4 4v1.5', 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z'],
  telegram: ['M21 4 2.5 11.2l6 2.3L19 6.5l-8.2 8.7V20l3.3-3.4 4.4 3.4z'],
  mail: ['M4.5 5.5h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-15a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z', 'M3 7l9 6.5L21 7'],
  help: ['M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17z', 'M9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.7-2.5 2.3-2.5 3.8', 'M12 17h.01'],
  chevron: ['M9 5.5 15.5 12 9 18.5'],
} satisfies Record<IconName, readonly string[]>

type Props = { name: string; size?: number; className?: string; label?: string }

function pathsOf(name: string): readonly string[] | undefined {
  return Object.hasOwn(PATHS, name) ? PATHS[name as IconName] : undefined
}

/** An icon by name; a name this build does not know draws a neutral dot instead of failing. */
export function Icon({ name, size = 24, className, label }: Props) {
  const paths = pathsOf(name)
  const a11y = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label }
  return (
    <svg
      className={['icon', `icon--${name}`, className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
    >
      {paths === undefined ? <circle cx="12" cy="12" r="3" fill="currentColor" stroke="none" /> : paths.map((d) => <path key={d} d={d} />)}
    </svg>
  )
}
