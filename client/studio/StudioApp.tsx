import { useCallback, useEffect, useState } from 'react'
import { type Status, studioGet, studioPost } from './api.ts'
import { SignIn } from './SignIn.tsx'
import { Workspace } from './Workspace.tsx'

/** The studio: off (and how to turn it on), the operator sign-in, or the workspace. */
export function StudioApp({ nonce }: { nonce: string }) {
  const [status, setStatus] = useState<Status | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const refresh = useCallback(() => {
    studioGet<Status>('/api/studio/status').then(setStatus, (e: unknown) => setFailed(e instanceof Error ? e.message : String(e)))
  }, [])
  useEffect(refresh, [refresh])
  if (failed) {
    return (
      <main className="studio-center">
        <p role="alert">The studio cannot reach the gateway: {failed}</p>
      </main>
    )
  }
  if (!status) {
    return (
      <main className="studio-center" aria-busy="true">
        <p>Loading the studio…</p>
      </main>
    )
  }
  if (!status.enabled) {
    return (
      <main className="studio-center">
        <h1>The layout studio is off</h1>
        <p>No operator is configured. To turn it on, print an operator entry and give it to the gateway:</p>
        <pre className="studio-code">npm run studio:hash -- your-name{'\n'}STUDIO_OPERATORS=&lt;the printed entry&gt;[,&lt;another&gt;] npm start</pre>
        <p>Then open this page again and sign in.</p>
      </main>
    )
  }
  if (!status.operator) return <SignIn onSignedIn={refresh} />
  const signOut = () => void studioPost('/api/studio/signout').finally(refresh)
  return <Workspace operator={status.operator} status={status} nonce={nonce} onSignOut={signOut} />
}
