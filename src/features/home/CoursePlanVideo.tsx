import type { CourseMaterial } from '../../../core/homeTypes';
import { useGetPlayUrlQuery } from '../../../store/api/studyApi';
import { homeMessages as t } from './messages';

/**
 * A lesson video of the plan, played through the link getPlayURL signs: the file itself is only for
 * the classes that have the lesson, and only once the lesson is open.
 */
export default function CoursePlanVideo({ material }: { material: CourseMaterial }) {
  const play = useGetPlayUrlQuery(material.materialUrl);
  return (
    <figure className="course-plan-video">
      {play.data ? (
        <video src={play.data} controls preload="metadata" aria-label={material.materialName} />
      ) : (
        <p className="course-plan-video-wait" role={play.isError ? 'status' : undefined}>
          {play.isError ? t.coursePlans.videoNotOpen : t.coursePlans.videoLoading}
        </p>
      )}
      <figcaption>{material.materialName}</figcaption>
    </figure>
  );
}
