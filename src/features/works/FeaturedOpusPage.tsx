import { CrownOutlined } from '@ant-design/icons';
import { GalleryListPage } from './GalleryListPage';
import { worksMessages as t } from './messages';

/** /student/goodsOpusPage: every teacher's pick, the latest pick first. */
export default function FeaturedOpusPage() {
  return (
    <GalleryListPage
      id="gallery-featured-page"
      list="featured"
      title={t.titles.featured}
      intro={t.gallery.featuredIntro}
      icon={<CrownOutlined />}
    />
  );
}
