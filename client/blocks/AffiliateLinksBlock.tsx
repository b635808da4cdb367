import { useTranslation } from 'react-i18next'
import { useOnAction } from '../actions/actionContext.ts'
import { useBrowserValue } from '../lib/useBrowserValue.ts'
import { QrCode } from '../ui/QrCode.tsx'
import { LinkForm } from './agent/LinkForm.tsx'
import { CopyButton } from './money/CopyButton.tsx'
import type { BlockProps } from './types.ts'
import './money/money.css'
import './agent/agent.css'

type AffiliateLink = BlockProps<'affiliateLinks'>['props']['links'][number]

function LinkCard({ link }: { link: AffiliateLink }) {
  const { t } = useTranslation()
  return (
    <li className="mcard agent-link" data-link={link.id}>
      <div className="agent-link__head">
        <span className="agent-link__code" data-testid="link-code">
          {link.code}
        </span>
        <span className="agent-tag">{link.type}</span>
        <CopyButton text={link.code} label={t('agent_link_code')} />
      </div>
      <LinkFigures link={link} />
      <LinkShare link={link} />
    </li>
  )
}

/** The link's rebate rates, sign-ups and creation date. */
function LinkFigures({ link }: { link: AffiliateLink }) {
  const { t } = useTranslation()
  return (
    <>
      <dl className="agent-downline__rates" aria-label={t('agent_rebate')}>
        {link.rebates.map((rate) => (
          <div key={rate.gameType} className="agent-rate">
            <dt>{rate.label}</dt>
            <dd>{rate.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mdetails">
        <div className="mdetails__row">
          <dt>{t('agent_link_registrations')}</dt>
          <dd>{link.registrations}</dd>
        </div>
        <div className="mdetails__row">
          <dt>{t('agent_link_created_on')}</dt>
          <dd>{link.created}</dd>
        </div>
      </dl>
    </>
  )
}

/** The link's address: QR code, copy, and delete. */
function LinkShare({ link }: { link: AffiliateLink }) {
  const { t } = useTranslation()
  const onAction = useOnAction()
  // A link on this site is made absolute in the browser, which knows the address it was opened at.
  const url = useBrowserValue(() => (link.link.startsWith('/') ? `${window.location.origin}${link.link}` : link.link), link.link)
  return (
    <div className="agent-link__share">
      <QrCode value={url} label={t('agent_link_qr', { code: link.code })} size={132} />
      <div className="agent-link__url">
        <span className="mfield__label">{t('agent_link_url')}</span>
        <p className="agent-link__address" data-testid="link-url">
          {url}
        </p>
        <div className="mbuttons">
          <CopyButton text={url} label={t('agent_link_url')} />
          <button
            type="button"
            className="btn btn--ghost agent-link__delete"
            aria-label={t('agent_link_delete_code', { code: link.code })}
            onClick={() => void onAction(link.remove)}
          >
            {t('agent_link_delete')}
          </button>
        </div>
      </div>
    </div>
  )
}

/** The agent's affiliate links (code, rebates, sign-ups, copy, QR, delete) and a form for a new one while under the limit. */
export default function AffiliateLinksBlock({ id, props }: BlockProps<'affiliateLinks'>) {
  const { t } = useTranslation()
  if (props.unavailable) {
    return (
      <section className="block agent" data-block={id} aria-label={t('agent_links')}>
        <p className="mnotice mnotice--bad">{props.unavailable}</p>
      </section>
    )
  }
  const full = props.links.length >= props.max
  return (
    <section className="block agent" data-block={id} aria-label={t('agent_links')}>
      {props.links.length === 0 ? (
        <p className="mcard mcard__note agent-empty">{t('agent_links_empty')}</p>
      ) : (
        <ul className="agent-links">
          {props.links.map((link) => (
            <LinkCard key={link.id} link={link} />
          ))}
        </ul>
      )}
      {full ? <p className="mnotice">{t('agent_links_full', { max: props.max })}</p> : <LinkForm quotas={props.quotas} />}
    </section>
  )
}
