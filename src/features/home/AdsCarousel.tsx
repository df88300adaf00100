import { GiftOutlined } from '@ant-design/icons';
import { AD_AUTOPLAY_MS } from '../../../core/format';
import { useGetAdListByTypeQuery } from '../../../store/api/homeApi';
import { AdLink } from './AdLink';
import { listQueryFields, LoadState, SectionCard } from '../../components/sections';
import { Slides } from '../../components/slides';
import { homeMessages as t } from './messages';

/** Ads of category 4, turning every 3 s: shown instead of the ranking to students without a school. */
export function AdsCarousel() {
  const query = useGetAdListByTypeQuery(4, { selectFromResult: listQueryFields });
  const ads = query.data ?? [];
  return (
    <SectionCard id="home-ads-carousel" title={t.ads.carousel} icon={<GiftOutlined />} tone="pink">
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={ads.length === 0}
        emptyText={t.ads.empty}
        onRetry={() => void query.refetch()}
      >
        <Slides autoplayMs={AD_AUTOPLAY_MS} className="home-ads-carousel-slides">
          {ads.map((ad) => (
            <AdLink key={ad.id} href={ad.adLink} label={ad.title} className="home-ad-slide">
              <img src={ad.bannerCover} alt={ad.title} />
            </AdLink>
          ))}
        </Slides>
      </LoadState>
    </SectionCard>
  );
}
