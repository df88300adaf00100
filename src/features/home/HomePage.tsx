import { useDeferredValue } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectStudentStatus, selectUserInfo } from '../../../store/slices/sessionSlice';
import { AchievementsCard } from './AchievementsCard';
import { ActivitiesCard } from './ActivitiesCard';
import { AdsCarousel } from './AdsCarousel';
import { AdStrip } from './AdStrip';
import { ClassmateNewsCard } from './ClassmateNewsCard';
import { CourseListCard } from './CourseListCard';
import { CoursePlanCarousel } from './CoursePlanCarousel';
import { CreationEntries } from './CreationEntries';
import { GreetingBanner } from './GreetingBanner';
import { GrowthTreeCard } from './GrowthTreeCard';
import { homeSectionsFor } from '../../../core/homeSections';
import { LatestNewsCard } from './LatestNewsCard';
import { ManualCard } from './ManualCard';
import { MyNewsCard } from './MyNewsCard';
import { RankingCard } from './RankingCard';
import { VideoNewsCard } from './VideoNewsCard';
import './home.css';

/**
 * /home: the student's dashboard (SPEC.md §2 "Student home dashboard"). Which cards show depends
 * on the kind of student (§6). The hello and the creation cards, the top of a phone's screen,
 * render first, from the stored user; the other cards follow in a render of their own, in short
 * slices. Every card asks for its own data as it mounts, so their calls go out together; the
 * radar chart's chunk loads when the radar comes into view.
 */
export default function HomePage() {
  const user = useAppSelector(selectUserInfo);
  const studentStatus = useAppSelector(selectStudentStatus);
  const sections = homeSectionsFor(
    user ? { organizationId: user.organizationId, studentStatus: studentStatus ?? user.studentStatus } : null,
  );

  // All cards in one render held a tablet's main thread for over half a second (4× CPU) and put
  // the hello on screen only after it, and after the fourteen calls the cards then sent.
  const cardsDue = useDeferredValue(true, false);

  if (!user) return null;
  return (
    <div className="home">
      <GreetingBanner user={user} />
      <div className="home-columns">
        <div className="home-main">
          <CreationEntries />
          {cardsDue && (
            <>
              {sections.growthTree && <GrowthTreeCard />}
              <CoursePlanCarousel />
              <AdStrip />
              {sections.openCourses && <CourseListCard kind="open" />}
              {sections.myCourses && <CourseListCard kind="mine" />}
              {sections.activities && <ActivitiesCard />}
              {sections.classmateNews && <ClassmateNewsCard />}
              {sections.videoNews && <VideoNewsCard />}
            </>
          )}
        </div>
        <aside className="home-side">
          {cardsDue && (
            <>
              <AchievementsCard />
              {sections.ranking && <RankingCard />}
              {sections.adsCarousel && <AdsCarousel />}
              <MyNewsCard />
              {sections.latestNews && <LatestNewsCard />}
              <ManualCard />
            </>
          )}
        </aside>
      </div>
    </div>
  );
}
