/** Pieces every works screen shares: a work's cover (or one drawn from its name) and the kind filter. */
export { OpusCover } from './OpusCover';
export { KindFilter } from './KindFilter';
export { workPieceMessages } from './messages';
