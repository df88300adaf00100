import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import type { StudyMaterial } from '../../../core/studyTypes';
import { useGetPlayUrlQuery } from '../../../store/api/studyApi';
import { studyMessages as t } from './messages';
import './materials.css';

/** A lesson's video: its playable address from getPlayURL, in the browser's own player (it seeks). */
export function VideoMaterial({ material }: { material: StudyMaterial }) {
  const play = useGetPlayUrlQuery(material.materialUrl);
  return (
    <figure className="lesson-video">
      {play.isLoading ? (
        <Skeleton.Node active className="lesson-video-wait">
          <PlayCircleOutlined aria-label={t.video.loading} />
        </Skeleton.Node>
      ) : play.data ? (
        <video
          src={play.data}
          controls
          preload="metadata"
          playsInline
          aria-label={t.video.label(material.materialName)}
        />
      ) : (
        <div className="lesson-video-failed" role="alert">
          {t.video.failed}
          <Button size="small" onClick={() => void play.refetch()}>
            {t.video.retry}
          </Button>
        </div>
      )}
      <figcaption>{material.materialName}</figcaption>
    </figure>
  );
}
