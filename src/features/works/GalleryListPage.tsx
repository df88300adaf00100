import type { ReactNode } from 'react';
import type { OpusType } from '../../../core/workTypes';
import { useGetGalleryOpusPageQuery } from '../../../store/api/galleryApi';
import type { GalleryListKind } from '../../../store/api/galleryApi';
import { PagedPage, usePageParams } from '../../components/sections';
import { KindFilter } from '../../components/works';
import { GalleryCard } from './GalleryCard';
import { worksMessages } from './messages';
import { useGalleryScope } from './useGalleryScope';
import './works.css';

const t = worksMessages.gallery;
const DEFAULT_PAGE_SIZE = 16;

function kindOf(value: string | null): OpusType | undefined {
  return value === '1' || value === '2' ? (Number(value) as OpusType) : undefined;
}

interface GalleryListPageProps {
  id: string;
  list: GalleryListKind;
  title: string;
  intro: string;
  icon: ReactNode;
}

/** One of the gallery's lists in full ("更多"), in the gallery this student browses, by kind. */
export function GalleryListPage({ id, list, title, intro, icon }: GalleryListPageProps) {
  const { scope } = useGalleryScope();
  const { pageNumber, pageSize, params, setPage, setFilter } = usePageParams(DEFAULT_PAGE_SIZE);
  const opusType = kindOf(params.get('opusType'));
  const query = useGetGalleryOpusPageQuery({ scope, list, opusType, pageNumber, pageSize });
  return (
    <PagedPage
      id={id}
      title={title}
      intro={intro}
      icon={icon}
      filters={
        <KindFilter
          label={t.kindFilter}
          value={opusType}
          onChange={(next) => setFilter('opusType', next === undefined ? '' : String(next))}
        />
      }
      query={query}
      emptyText={t.listEmpty}
      failedText={t.loadFailed}
      pageNumber={pageNumber}
      pageSize={pageSize}
      onPageChange={setPage}
      listClassName="works-grid"
      renderItem={(opus) => (
        <li key={opus.id}>
          <GalleryCard opus={opus} />
        </li>
      )}
    />
  );
}
