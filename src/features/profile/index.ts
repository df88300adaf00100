/** The forced profile completion of students without bound school info. */
export { ProfileGate } from './ProfileGate';
