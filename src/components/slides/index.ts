/** The slide carousel of the home dashboard's course plans and ads. */
export { Slides } from './Slides';
export type { SlideArrowProps } from './Slides';
