import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Autoplay, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/pagination'
import type { Action } from '../../schemas/actions.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { LazyImage } from '../ui/LazyImage.tsx'
import type { BlockProps } from './types.ts'
import './BannerCarouselBlock.css'

type SlideProps = { image: string; alt: string; aspectRatio: number; eager: boolean; action: Action | undefined }

function Slide({ image, alt, aspectRatio, eager, action }: SlideProps) {
  const onAction = useOnAction()
  const picture = <LazyImage src={image} alt={alt} fallback="banner" aspectRatio={aspectRatio} eager={eager} />
  if (action === undefined) return <div className="banner__slide">{picture}</div>
  return (
    <button type="button" className="banner__slide" onClick={() => void onAction(action)}>
      {picture}
    </button>
  )
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

export default function BannerCarouselBlock({ props, status }: BlockProps<'bannerCarousel'>) {
  const { t } = useTranslation()
  const { slides, aspectRatio, autoplayMs, loop } = props
  const autoplay = useMemo(
    () => (slides.length > 1 && !prefersReducedMotion() ? { delay: autoplayMs, disableOnInteraction: false } : false),
    [slides.length, autoplayMs],
  )

  if (status === 'degraded' || slides.length === 0) {
    return (
      <section className="block block--banner is-degraded" aria-label={t('client_banners')}>
        <div className="banner">
          <Slide image="" alt="" aspectRatio={aspectRatio} eager action={undefined} />
        </div>
      </section>
    )
  }

  return (
    <section className="block block--banner" aria-label={t('client_banners')} data-no-back-swipe="">
      <Swiper
        className="banner"
        modules={[Autoplay, Pagination]}
        slidesPerView={1}
        loop={loop}
        autoplay={autoplay}
        pagination={{ clickable: true }}
        style={{ aspectRatio: String(aspectRatio) }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id}>
            <Slide image={slide.image} alt={slide.alt} aspectRatio={aspectRatio} eager={index === 0} action={slide.action} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  )
}
