/** The header's switch-card dropdown of school accounts. */
export { CardSwitcher } from './CardSwitcher';
