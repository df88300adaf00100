import { useGetAdListByTypeQuery } from '../../../store/api/homeApi';
import { listQueryFields } from '../../components/sections';
import { AdLink } from './AdLink';
import { homeMessages as t } from './messages';

/** Ads of category 2: a strip of banners; nothing at all when there are none. */
export function AdStrip() {
  const { data: ads = [] } = useGetAdListByTypeQuery(2, { selectFromResult: listQueryFields });
  if (ads.length === 0) return null;
  return (
    <nav className="home-ad-strip" aria-label={t.ads.strip}>
      {ads.map((ad) => (
        <AdLink key={ad.id} href={ad.adLink} label={ad.title} className="home-ad-banner">
          <img src={ad.bannerCover} alt={ad.title} loading="lazy" />
        </AdLink>
      ))}
    </nav>
  );
}
