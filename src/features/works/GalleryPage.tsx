import { useState } from 'react';
import { Input, Radio, Segmented } from 'antd';
import { AppstoreOutlined, CrownOutlined, FireOutlined } from '@ant-design/icons';
import { GALLERY_LIMITS } from '../../../core/galleryTypes';
import type { OpusType } from '../../../core/workTypes';
import {
  useGetGalleryOpusPageQuery,
  useGetOpusTagListQuery,
  useGetPopularOpusListQuery,
} from '../../../store/api/galleryApi';
import type { GalleryScope } from '../../../store/api/galleryApi';
import { LoadState, MoreLink, PageHero, SectionCard } from '../../components/sections';
import { KindFilter } from '../../components/works';
import { useTabName } from '../../lib/useTabName';
import { GalleryGrid } from './GalleryCard';
import { worksMessages } from './messages';
import { WORKS_PATHS } from './paths';
import { useGalleryScope } from './useGalleryScope';
import { GALLERY_PAGE_SIZES } from './worksPaging';
import { WorksPager } from './WorksPager';
import './works.css';

const t = worksMessages.gallery;
/** The featured strip shows one row of picks; 更多 leads to all of them. */
const STRIP_SIZE = 4;
/** Radio values are strings: '' stands for every tag. */
const ALL_TAGS = '';

type Sort = 'recommend' | 'latest';

function FeaturedStrip({ scope }: { scope: GalleryScope }) {
  const query = useGetGalleryOpusPageQuery({ scope, list: 'featured', pageNumber: 1, pageSize: STRIP_SIZE });
  const works = query.data?.list ?? [];
  return (
    <SectionCard
      id="gallery-featured"
      tone="yellow"
      icon={<CrownOutlined />}
      title={t.featuredTitle}
      extra={<MoreLink to={WORKS_PATHS.featured} what={t.featuredWhat} />}
    >
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={works.length === 0}
        emptyText={t.featuredEmpty}
        failedText={t.loadFailed}
        onRetry={() => void query.refetch()}
      >
        <GalleryGrid works={works} label={t.featuredTitle} />
      </LoadState>
    </SectionCard>
  );
}

function PopularStrip({ scope }: { scope: GalleryScope }) {
  const query = useGetPopularOpusListQuery({ scope });
  const works = query.data ?? [];
  return (
    <SectionCard id="gallery-popular" tone="pink" icon={<FireOutlined />} title={t.popularTitle}>
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={works.length === 0}
        emptyText={t.popularEmpty}
        failedText={t.loadFailed}
        onRetry={() => void query.refetch()}
      >
        <GalleryGrid works={works} label={t.popularTitle} />
      </LoadState>
    </SectionCard>
  );
}

interface MainListProps {
  scope: GalleryScope;
  keyword: string;
}

/** The gallery's main list: recommended or latest, by kind and tag, a page at a time. */
function MainList({ scope, keyword }: MainListProps) {
  const [sort, setSort] = useState<Sort>('recommend');
  const [opusType, setOpusType] = useState<OpusType | undefined>(undefined);
  const [tagId, setTagId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState({ pageNumber: 1, pageSize: GALLERY_PAGE_SIZES[0] });
  // A new search starts again from the first page.
  const [searched, setSearched] = useState(keyword);
  if (searched !== keyword) {
    setSearched(keyword);
    setPage((current) => ({ ...current, pageNumber: 1 }));
  }
  const tags = useGetOpusTagListQuery();
  const query = useGetGalleryOpusPageQuery({
    scope,
    list: sort,
    opusType,
    tagId,
    keyword: keyword || undefined,
    ...page,
  });
  const works = query.data?.list ?? [];
  const firstPage = () => setPage((current) => ({ ...current, pageNumber: 1 }));

  return (
    <SectionCard
      id="gallery-main"
      tone="blue"
      icon={<AppstoreOutlined />}
      title={t.mainTitle}
      extra={
        <>
          <Segmented<Sort>
            aria-label={t.sort}
            options={[
              { value: 'recommend', label: t.recommend },
              { value: 'latest', label: t.latest },
            ]}
            value={sort}
            onChange={(next) => {
              setSort(next);
              firstPage();
            }}
          />
          <MoreLink to={WORKS_PATHS.latest} what={t.latestWhat} />
        </>
      }
    >
      <div className="works-filters">
        <KindFilter
          label={t.kindFilter}
          value={opusType}
          onChange={(next) => {
            setOpusType(next);
            firstPage();
          }}
        />
        {tags.data && tags.data.length > 0 && (
          <Radio.Group
            className="works-tags"
            aria-label={t.tags}
            optionType="button"
            buttonStyle="solid"
            size="small"
            value={tagId === undefined ? ALL_TAGS : String(tagId)}
            options={[
              { value: ALL_TAGS, label: t.allTags },
              ...tags.data.map((tag) => ({ value: String(tag.id), label: tag.name })),
            ]}
            onChange={(event) => {
              const value = String(event.target.value);
              setTagId(value === ALL_TAGS ? undefined : Number(value));
              firstPage();
            }}
          />
        )}
      </div>
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={works.length === 0}
        emptyText={keyword ? t.searchEmpty(keyword) : t.empty}
        failedText={t.loadFailed}
        onRetry={() => void query.refetch()}
        skeletonRows={6}
      >
        <GalleryGrid works={works} label={t.mainTitle} busy={query.isFetching} />
      </LoadState>
      <WorksPager
        page={page}
        total={query.data?.total}
        pageSizeOptions={GALLERY_PAGE_SIZES}
        showTotal={worksMessages.total}
        onChange={setPage}
      />
    </SectionCard>
  );
}

/**
 * /student/opusSquare: 作品广场 (works open to everyone) or, for a school's students, 校内作品
 * (SPEC.md §2). Teachers' picks, the four most liked, then every work, recommended or latest, by
 * kind, tag and a search over titles and authors.
 */
export default function GalleryPage() {
  const { scope, title } = useGalleryScope();
  // The route's title is the public gallery's; a school's students see their own name for it.
  useTabName(scope === 'school' ? title : undefined);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');

  return (
    <div className="works-page gallery-page">
      <PageHero title={title} intro={scope === 'school' ? t.schoolIntro : t.intro}>
        <Input.Search
          className="works-search"
          aria-label={t.search}
          placeholder={t.search}
          maxLength={GALLERY_LIMITS.keywordMaxLength}
          allowClear
          enterButton={t.searchButton}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            // Clearing the box shows every work again.
            if (event.target.value === '') setKeyword('');
          }}
          onSearch={(value) => setKeyword(value.trim())}
        />
      </PageHero>
      <FeaturedStrip scope={scope} />
      <PopularStrip scope={scope} />
      <MainList scope={scope} keyword={keyword} />
    </div>
  );
}
