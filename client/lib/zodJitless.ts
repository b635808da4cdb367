import { z } from 'zod'

// Zod compiles object parsers with `new Function` and probes for it first; under the site's CSP
// (script-src 'self', no 'unsafe-eval') the probe is refused and reported as a securitypolicyviolation even
// though Zod catches it. Jitless mode skips the probe. Imported first in main.tsx, before any schema exists,
// because Zod reads the setting when each object schema is built.
z.config({ jitless: true })
