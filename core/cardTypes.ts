/**
 * Wire types of linked learning cards and the profile form (SPEC.md §3 "Additional card",
 * "Profile form"; §7 "Shell and home"). A learner who studied in several classes has one student
 * record ("card") per class; extra cards are linked to a main card and the learner switches
 * between them with a quick login. Every path answers the envelope and takes the caller from the
 * accessToken only.
 */

export const cardPaths = {
  /** GET: cards the caller may link (same organisation and real name, not linked yet). */
  otherStudents: '/api/v5/steamCard/getOtherStudents',
  /** POST `{ studentId, password }`: links one of `otherStudents`, proven by its password, to the caller's main card. */
  saveAdditionalCard: '/api/v5/steamCard/saveAdditionalCard',
  /** GET: the caller's group of cards, main card first. */
  additionalList: '/api/v5/steamCard/getAdditionalList',
  /** GET or POST: a new token for a card of the caller's group; the caller's token is revoked. */
  loginById: (studentId: number) => `/api/v3/quicklogin/loginById/${studentId}`,
} as const;

export const profilePaths = {
  /** POST (urlencoded) a {@link ProfileFormBody}. */
  improvePersonalInformation: '/api/v3/student/improvePersonalInformation',
} as const;

/** One card of the caller's group (`getAdditionalList`). */
export interface AdditionalCard {
  studentId: number;
  className: string;
  /** When the card was activated: `YYYY-MM-DD HH:mm:ss`, Beijing time. */
  activeTime: string;
  /** The card the caller is signed in with: switching to it would change nothing. */
  disabled: boolean;
  /** The group's main card; the others were linked to it. */
  mainCard: boolean;
}

/** A card the caller may link (`getOtherStudents`). */
export interface LinkableCard {
  studentId: number;
  studentName: string;
  className: string;
  activeTime: string;
}

export interface SaveAdditionalCardBody {
  studentId: number;
  /** The other card's own password: the proof that it is the caller's. */
  password: string;
}

/**
 * What a call that the student confirms answers: the server's own sentence, for the client to show
 * as it is (SPEC.md §8 "card link shows the server message", "profile submit shows the server
 * message"). It travels as the envelope's `message`; the envelope's `result` is null.
 */
export interface ServerNotice {
  message: string;
}

/** `improvePersonalInformation`: parentsContactWay is the form's 学号; birthDayStr is `YYYY-MM-01`. */
export interface ProfileFormBody {
  parentsContactWay: string;
  name: string;
  sex: string;
  birthDayStr: string;
}
