import { useTranslation } from 'react-i18next'
import { useBrowserValue } from '../lib/useBrowserValue.ts'
import { QrCode } from '../ui/QrCode.tsx'
import { CopyButton } from './money/CopyButton.tsx'
import type { BlockProps } from './types.ts'
import './money/money.css'
import './ReferralCardBlock.css'

/** Invite friends: the code and link with copy buttons, the link as a QR code, share, and how many joined. */
export default function ReferralCardBlock({ id, props }: BlockProps<'referralCard'>) {
  const { t } = useTranslation()
  // A link on this site is made absolute in the browser, which knows the address it was opened at.
  const link = useBrowserValue(() => (props.link.startsWith('/') ? `${window.location.origin}${props.link}` : props.link), props.link)
  return (
    <section data-block={id} className="block minvite" aria-label={t('invite_friends_title')}>
      <div className="mcard minvite__card">
        <p className="minvite__count">
          <span className="minvite__number" data-testid="invitations">
            {props.invitations}
          </span>
          <span className="mchoice__sub">{t('invite_count')}</span>
        </p>
        <div className="minvite__qr">
          <QrCode value={link} label={t('invite_qr')} size={196} />
        </div>
        <dl className="mdetails minvite__values">
          <div className="mdetails__row">
            <dt>{t('invite_code')}</dt>
            <dd>
              <span data-testid="referral-code">{props.code}</span>
              <CopyButton text={props.code} label={t('invite_code')} />
            </dd>
          </div>
        </dl>
        <InviteLink link={link} shareText={props.shareText} />
        <p className="mcard__note">{t('invite_howto')}</p>
      </div>
    </section>
  )
}

/** The link in full, to copy, or to hand to the phone's share sheet where it has one. */
function InviteLink({ link, shareText }: { link: string; shareText: string }) {
  const { t } = useTranslation()
  const canShare = useBrowserValue(() => typeof navigator.share === 'function', false)
  const share = () => {
    navigator.share({ title: t('invite_friends_title'), text: shareText, url: link }).catch(() => undefined)
  }
  return (
    <div className="minvite__link">
      <span className="mfield__label">{t('invite_link')}</span>
      <p className="minvite__url" data-testid="referral-link">
        {link}
      </p>
      <div className="mbuttons">
        <CopyButton text={link} label={t('invite_link')} />
        {canShare && (
          <button type="button" className="btn btn--primary" onClick={share}>
            {t('share')}
          </button>
        )}
      </div>
    </div>
  )
}
