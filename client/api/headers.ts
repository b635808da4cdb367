// The values are repeated here because importing them from schemas/api.ts would pull Zod into the
// initial bundle; the `typeof` annotations make tsc fail if the two ever differ.
import type { CAPABILITIES_HEADER as CapabilitiesHeader, CSRF_HEADER as CsrfHeader } from '../../schemas/api.ts'

export const CSRF_HEADER: typeof CsrfHeader = 'x-requested-with'
export const CAPABILITIES_HEADER: typeof CapabilitiesHeader = 'x-client-blocks'
