import { NO_ORGANIZATION_ID } from './types';
import type { UserInfo } from './types';

/** Which cards the dashboard shows (SPEC.md §2 "Student home dashboard", §6). */
export interface HomeSections {
  growthTree: boolean;
  ranking: boolean;
  /** Instead of the ranking, for students without an organisation. */
  adsCarousel: boolean;
  openCourses: boolean;
  activities: boolean;
  classmateNews: boolean;
  myCourses: boolean;
  videoNews: boolean;
  latestNews: boolean;
}

export function homeSectionsFor(
  user: Pick<UserInfo, 'organizationId' | 'studentStatus'> | null,
): HomeSections {
  const noOrganization = user?.organizationId === NO_ORGANIZATION_ID;
  const trial = user?.studentStatus === 1;
  return {
    growthTree: !noOrganization,
    ranking: !noOrganization,
    adsCarousel: noOrganization,
    openCourses: !trial,
    activities: !trial && !noOrganization,
    // Without an organisation there are no classmates: the server answers an empty list by rule.
    classmateNews: !trial && !noOrganization,
    myCourses: trial,
    videoNews: trial,
    latestNews: trial,
  };
}
