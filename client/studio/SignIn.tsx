import { type FormEvent, useState } from 'react'
import { StudioError, studioPost } from './api.ts'

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setBusy(true)
    studioPost('/api/studio/signin', { name: String(data.get('name') ?? ''), password: String(data.get('password') ?? '') })
      .then(onSignedIn, (e: unknown) => setError(e instanceof StudioError ? e.message : 'The gateway cannot be reached'))
      .finally(() => setBusy(false))
  }
  return (
    <main className="studio-center">
      <h1>Layout studio</h1>
      <form className="studio-signin" onSubmit={submit}>
        <label>
          Operator name
          <input name="name" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p role="alert" className="studio-error">
            {error}
          </p>
        )}
        <button type="submit" className="studio-button studio-button--primary" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  )
}
