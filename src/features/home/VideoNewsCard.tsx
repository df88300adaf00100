import { useState } from 'react';
import { Modal } from 'antd';
import { PlayCircleFilled, VideoCameraOutlined } from '@ant-design/icons';
import type { VideoNews } from '../../../core/homeTypes';
import { useGetVideoNewsListQuery } from '../../../store/api/homeApi';
import { listQueryFields, LoadState, SectionCard } from '../../components/sections';
import { homeMessages as t } from './messages';

/** The block holds four videos. */
const VIDEO_COUNT = 4;

/** The trial student's video news: four videos, each plays in a window over the page. */
export function VideoNewsCard() {
  const query = useGetVideoNewsListQuery(undefined, { selectFromResult: listQueryFields });
  const videos = (query.data ?? []).slice(0, VIDEO_COUNT);
  const [playing, setPlaying] = useState<VideoNews | null>(null);
  return (
    <SectionCard id="home-video-news" title={t.videoNews.title} icon={<VideoCameraOutlined />} tone="blue">
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={videos.length === 0}
        emptyText={t.videoNews.empty}
        onRetry={() => void query.refetch()}
      >
        <ul className="video-news-grid">
          {videos.map((video) => (
            <li key={video.id}>
              <button
                type="button"
                className="video-news"
                onClick={() => setPlaying(video)}
                aria-label={t.videoNews.play(video.title)}
              >
                <span className="video-news-cover">
                  <img src={video.cover} alt="" loading="lazy" />
                  <PlayCircleFilled className="video-news-play" aria-hidden="true" />
                </span>
                <span className="video-news-title">{video.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </LoadState>
      <Modal
        open={playing !== null}
        title={playing?.title}
        footer={null}
        width={760}
        onCancel={() => setPlaying(null)}
        destroyOnHidden
        centered
      >
        {playing && <video className="video-news-player" src={playing.videoUrl} controls autoPlay />}
      </Modal>
    </SectionCard>
  );
}
