import { Route, Routes } from 'react-router-dom'
import { ScreenPage } from './ScreenPage.tsx'

/** One generic route: the gateway decides what every path shows. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<ScreenPage />} />
    </Routes>
  )
}
