import type { AdditionalCard, LinkableCard } from '../../core/cardTypes';
import type { ClientFrom } from '../../core/types';
import { cardMessages as msg } from '../messages';
import type { Db } from '../db/database';
import { ApiError } from '../plugins/envelope';
import { findPasswordHash } from '../repos/accountRepo';
import {
  findCard,
  findMainCardId,
  insertCardLink,
  listLinkedCards,
  listUnlinkedCardsOf,
  lockCards,
} from '../repos/cardRepo';
import type { CardRow } from '../repos/cardRepo';
import type { StudentProfileRow } from '../repos/studentRepo';
import { insertAccessToken, revokeAccessToken } from '../repos/tokenRepo';
import { guardedAttempt } from './attemptLimit';
import type { AuthenticatedStudent } from './authService';
import { burnPasswordCheck, verifyPassword } from './password';
import { formatDateTime } from './time';
import { hashAccessToken, newAccessToken } from './tokens';

/**
 * A learner's cards form a group: one main card and the cards linked to it. Any card of the group
 * — the main one or a linked one — speaks for the whole group, so a student who switched to an
 * extra card still sees and manages the same set.
 */
async function mainCardIdOf(db: Db, studentId: number): Promise<number> {
  return (await findMainCardId(db, studentId)) ?? studentId;
}

/** SPEC.md §6: only school-linked accounts may link and switch cards. */
function requireSchoolCard(caller: StudentProfileRow): void {
  if (caller.school_status !== 1) throw new ApiError(403, msg.schoolOnly);
}

async function mainCardOf(db: Db, studentId: number): Promise<CardRow> {
  const mainId = await mainCardIdOf(db, studentId);
  const main = await findCard(db, mainId);
  if (!main) throw new Error(`card ${mainId} of group ${studentId} vanished`);
  return main;
}

/**
 * What the link dialog shows of a candidate card, and no more: the name is the caller's own (every
 * candidate shares it), the class and activation time are how a learner recognises their own
 * past card. Its username, nickname, avatar, profile and works stay out. This does tell a student
 * that a namesake studied in that class of their own school (which classmates know anyway); the
 * card itself is worth nothing without its password, which linking asks for.
 */
function toLinkableCard(row: CardRow): LinkableCard {
  return {
    studentId: row.student_id,
    studentName: row.real_name,
    className: row.class_name ?? '',
    activeTime: formatDateTime(row.created_at),
  };
}

function toAdditionalCard(row: CardRow, callerId: number, mainCard: boolean): AdditionalCard {
  return {
    studentId: row.student_id,
    className: row.class_name ?? '',
    activeTime: formatDateTime(row.created_at),
    disabled: row.student_id === callerId,
    mainCard,
  };
}

async function unlinkedCardsOf(db: Db, main: CardRow, onlyStudentId?: number): Promise<CardRow[]> {
  if (main.organization_id === null) return [];
  return listUnlinkedCardsOf(
    db,
    { studentId: main.student_id, organizationId: main.organization_id, realName: main.real_name },
    onlyStudentId,
  );
}

/** `getOtherStudents`: the learner's cards from other classes that are not in any group yet. */
export async function listLinkableCards(db: Db, caller: StudentProfileRow): Promise<LinkableCard[]> {
  requireSchoolCard(caller);
  const main = await mainCardOf(db, caller.id);
  return (await unlinkedCardsOf(db, main)).map(toLinkableCard);
}

export interface LinkProof {
  studentId: number;
  /** The other card's own password: a shared real name proves nothing. */
  password: string;
}

/** One answer for every refusal, so it never tells whether a namesake exists or where. */
const refused = () => new ApiError(400, msg.notLinkable);

/**
 * Checks that the caller may link the card: one of {@link listLinkableCards}, and the password
 * given is that card's. A card that is not a candidate costs a password check all the same, so
 * the time taken does not tell either.
 */
async function proveOwnership(db: Db, caller: StudentProfileRow, proof: LinkProof): Promise<void> {
  const main = await mainCardOf(db, caller.id);
  const [card] = await unlinkedCardsOf(db, main, proof.studentId);
  const stored = card ? await findPasswordHash(db, card.student_id) : undefined;
  if (!stored) {
    await burnPasswordCheck(proof.password);
    throw refused();
  }
  if (!(await verifyPassword(proof.password, stored))) throw refused();
}

/**
 * `saveAdditionalCard`: links one of {@link listLinkableCards} to the group's main card, once the
 * caller proved the card is theirs. Failed proofs count against the caller's limit
 * (services/attemptLimit.ts), so a password cannot be guessed here faster than at sign-in.
 * Answers the sentence for the student, which the route sends as the envelope's message.
 */
export async function linkCard(
  db: Db,
  caller: StudentProfileRow,
  proof: LinkProof,
  now: number,
): Promise<string> {
  requireSchoolCard(caller);
  const password = proof.password.trim();
  await guardedAttempt(
    db,
    { studentId: caller.id, kind: 'cardLink', now, tooMany: msg.tooManyFailures },
    () => proveOwnership(db, caller, { studentId: proof.studentId, password }),
  );
  return db.transaction().execute(async (trx) => {
    await lockCards(trx, [caller.id, proof.studentId]);
    const main = await mainCardOf(trx, caller.id);
    if (main.student_id !== caller.id) await lockCards(trx, [main.student_id]);
    // Checked again under the locks: another group may have taken the card meanwhile.
    const [card] = await unlinkedCardsOf(trx, main, proof.studentId);
    if (!card) throw refused();
    await insertCardLink(trx, { mainStudentId: main.student_id, studentId: proof.studentId, createdAt: now });
    return msg.linked(card.class_name ?? '');
  });
}

/** `getAdditionalList`: the caller's group, main card first, linked cards in the order they were linked. */
export async function listCardGroup(db: Db, caller: StudentProfileRow): Promise<AdditionalCard[]> {
  requireSchoolCard(caller);
  const main = await mainCardOf(db, caller.id);
  const linked = await listLinkedCards(db, main.student_id);
  return [
    toAdditionalCard(main, caller.id, true),
    ...linked.map((row) => toAdditionalCard(row, caller.id, false)),
  ];
}

export interface QuickLoginOptions {
  clientFrom: ClientFrom;
  tokenTtlMs: number;
  now: number;
}

/**
 * `loginById`: a token for another card of the caller's group, in either direction (to a linked
 * card and back to the main one). The caller's token is revoked in the same transaction, so the
 * browser holds exactly one live token after a switch.
 */
export async function quickLogin(
  db: Db,
  caller: AuthenticatedStudent,
  studentId: number,
  options: QuickLoginOptions,
): Promise<string> {
  const mainId = await mainCardIdOf(db, caller.profile.id);
  const linked = await listLinkedCards(db, mainId);
  const group = new Set([mainId, ...linked.map((row) => row.student_id)]);
  if (!group.has(studentId)) throw new ApiError(403, msg.notInGroup);

  const accessToken = newAccessToken();
  await db.transaction().execute(async (trx) => {
    await insertAccessToken(trx, {
      tokenHash: hashAccessToken(accessToken),
      studentId,
      clientFrom: options.clientFrom,
      createdAt: options.now,
      expiresAt: options.now + options.tokenTtlMs,
    });
    await revokeAccessToken(trx, caller.tokenHash, options.now);
  });
  return accessToken;
}
