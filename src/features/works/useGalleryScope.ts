import { galleryScopeOf } from '../../../store/api/galleryApi';
import type { GalleryScope } from '../../../store/api/galleryApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { worksRouteTitles } from './routeTitles';

/** The gallery this student browses (SPEC.md §2: schoolStatus 1 → 校内作品) and what it is called. */
export function useGalleryScope(): { scope: GalleryScope; title: string } {
  const scope = galleryScopeOf(useAppSelector(selectUserInfo));
  return { scope, title: scope === 'school' ? worksRouteTitles.schoolGallery : worksRouteTitles.gallery };
}
