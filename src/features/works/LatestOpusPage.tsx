import { ClockCircleOutlined } from '@ant-design/icons';
import { GalleryListPage } from './GalleryListPage';
import { worksMessages as t } from './messages';

/** /student/newOpusPage: the gallery's works, the latest opened first. */
export default function LatestOpusPage() {
  return (
    <GalleryListPage
      id="gallery-latest-page"
      list="latest"
      title={t.titles.latest}
      intro={t.gallery.latestIntro}
      icon={<ClockCircleOutlined />}
    />
  );
}
