import { useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from '../../../contract/content';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { formatNumber } from '../../lib/intl';
import { ExternalLink } from '../../components/ui/external-link';

const arrowButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-gray-500 bg-white text-xl text-gray-900 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The home page highlights, one slide at a time. It never moves on its own: people who read
 * slowly or zoom in keep the slide until they go on.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const [index, setIndex] = useState(0);
  const count = banners.length;
  const banner = banners[Math.min(index, count - 1)];
  if (!banner) return null;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const external = /^https?:\/\//.test(banner.url);

  return (
    <section
      aria-roledescription={LL.home.carousel()}
      aria-label={LL.home.highlights()}
      className="overflow-hidden rounded-lg border border-gray-200"
    >
      <div
        aria-roledescription={LL.home.slide()}
        role="group"
        aria-label={LL.home.slideOf({
          index: formatNumber(index + 1, lang),
          count: formatNumber(count, lang),
        })}
        className="relative"
      >
        <img src={banner.image} alt="" className="aspect-[21/9] w-full bg-gray-200 object-cover" />
        <div className="absolute inset-x-0 bottom-0 bg-black/70 px-4 py-3 text-white">
          {banner.url ? (
            external ? (
              <ExternalLink href={banner.url} className="text-lg font-semibold underline">
                {banner.title}
              </ExternalLink>
            ) : (
              <Link to={banner.url} className="text-lg font-semibold underline">
                {banner.title}
              </Link>
            )
          ) : (
            <p className="text-lg font-semibold">{banner.title}</p>
          )}
        </div>
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-center gap-4 bg-white p-2">
          <button
            type="button"
            className={arrowButton}
            onClick={() => go(-1)}
            aria-label={LL.home.previousSlide()}
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ‹
            </span>
          </button>
          <p aria-live="polite" className="text-sm text-gray-800">
            {LL.home.slideOf({
              index: formatNumber(index + 1, lang),
              count: formatNumber(count, lang),
            })}
          </p>
          <button
            type="button"
            className={arrowButton}
            onClick={() => go(1)}
            aria-label={LL.home.nextSlide()}
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ›
            </span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
