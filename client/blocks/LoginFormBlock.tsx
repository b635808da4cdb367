import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnAction } from '../actions/actionContext.ts'
import { useLogin } from '../api/useLogin.ts'
import { Spinner } from '../ui/Spinner.tsx'
import type { BlockProps } from './types.ts'
import './LoginFormBlock.css'

export default function LoginFormBlock({ props }: BlockProps<'loginForm'>) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const { submit, pending } = useLogin(onAction)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const ids = { title: useId(), user: useId(), pass: useId(), error: useId() }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setError(null)
    const outcome = await submit({ username: username.trim(), password })
    if (!outcome.ok) setError(outcome.message ?? t('client_login_failed'))
  }

  const canSubmit = username.trim() !== '' && password !== '' && !pending
  return (
    <section className="block block--login" aria-labelledby={ids.title}>
      <form className="login" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? ids.error : undefined}>
        <h1 id={ids.title} className="login__title">
          {props.title}
        </h1>
        <label className="field" htmlFor={ids.user}>
          <span className="field__label">{props.usernameLabel}</span>
          <input
            id={ids.user}
            className="field__input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label className="field" htmlFor={ids.pass}>
          <span className="field__label">{props.passwordLabel}</span>
          <input
            id={ids.pass}
            className="field__input"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {error !== null && (
          <p id={ids.error} className="login__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={!canSubmit}>
          {pending ? <Spinner size="sm" label={t('in_please_wait')} /> : props.submitLabel}
        </button>
        {props.links.length > 0 && (
          <div className="login__links">
            {props.links.map((link) => (
              <button key={link.label} type="button" className="login__link" onClick={() => void onAction(link.action)}>
                {link.label}
              </button>
            ))}
          </div>
        )}
      </form>
    </section>
  )
}
