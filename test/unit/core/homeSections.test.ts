import { homeSectionsFor } from '../../../core/homeSections';
import type { HomeSections } from '../../../core/homeSections';

const shown = (sections: HomeSections) =>
  (Object.keys(sections) as (keyof HomeSections)[]).filter((key) => sections[key]).sort();

describe('homeSectionsFor (SPEC.md §2 "Student home dashboard", §6)', () => {
  it('gives a school member the growth tree, ranking, open courses, activities and classmates', () => {
    expect(shown(homeSectionsFor({ organizationId: '7', studentStatus: 0 }))).toEqual([
      'activities',
      'classmateNews',
      'growthTree',
      'openCourses',
      'ranking',
    ]);
  });

  it('gives a trial student own courses and news instead of open courses, activities and classmates', () => {
    expect(shown(homeSectionsFor({ organizationId: '7', studentStatus: 1 }))).toEqual([
      'growthTree',
      'latestNews',
      'myCourses',
      'ranking',
      'videoNews',
    ]);
  });

  it('gives organizationId "-1" the ads carousel and no growth tree, ranking or activities', () => {
    expect(shown(homeSectionsFor({ organizationId: '-1', studentStatus: 0 }))).toEqual([
      'adsCarousel',
      'openCourses',
    ]);
  });

  it('treats a student not known yet as a school member: no trial or ads cards flash in', () => {
    expect(homeSectionsFor(null)).toMatchObject({
      myCourses: false,
      adsCarousel: false,
      classmateNews: true,
    });
  });
});
