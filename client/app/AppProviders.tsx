import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig, type SWRConfiguration } from 'swr'
import { ActionHost } from './ActionHost.tsx'
import { ThemeProvider, type Theme } from './theme.tsx'

const SWR_DEFAULTS: SWRConfiguration = {
  revalidateOnFocus: true,
  focusThrottleInterval: 30_000,
  errorRetryCount: 3,
}

type Props = { i18n: I18n; swr?: SWRConfiguration; theme?: Theme | undefined; children: ReactNode }

/** Everything below the router: data cache, texts, theme and the action host. */
export function AppProviders({ i18n, swr, theme, children }: Props) {
  return (
    <SWRConfig value={{ ...SWR_DEFAULTS, ...swr }}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider initial={theme}>
          <ActionHost>{children}</ActionHost>
        </ThemeProvider>
      </I18nextProvider>
    </SWRConfig>
  )
}
