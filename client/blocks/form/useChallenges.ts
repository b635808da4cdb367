import { useCallback, useState } from 'react'

/**
 * The form's challenges: the login captcha (hidden until the platform asks for it, a new image on each attempt)
 * and the slider (a new challenge after each failed attempt, seeds 000 §4). Bumping a key makes its field fetch again.
 */
export function useChallenges() {
  const [revealed, setRevealed] = useState(false)
  const [captchaKey, setCaptchaKey] = useState(0)
  const [sliderKey, setSliderKey] = useState(0)
  const [sliderVerified, setSliderVerified] = useState(false)
  const newCaptcha = useCallback(() => setCaptchaKey((k) => k + 1), [])
  const reveal = useCallback(() => {
    setRevealed(true)
    newCaptcha()
  }, [newCaptcha])
  const resetSlider = useCallback(() => {
    setSliderKey((k) => k + 1)
    setSliderVerified(false)
  }, [])
  return { revealed, reveal, captchaKey, newCaptcha, sliderKey, sliderVerified, setSliderVerified, resetSlider }
}

export type Challenges = ReturnType<typeof useChallenges>
