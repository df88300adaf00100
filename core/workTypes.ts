import type { Paged } from './homeTypes';

/**
 * Works (作品) as the creation centre and the editors see them: the calls, their shapes and their
 * limits. Every call is `/api/v3/student/...` with the `accessToken` header; identity comes from the
 * token only, and another student's work answers 404 "作品不存在".
 */

/** 1 Scratch, 2 Python. */
export type OpusType = 1 | 2;

export const OPUS_TYPE = { scratch: 1, python: 2 } as const satisfies Record<string, OpusType>;

export const WORK_LIMITS = {
  nameMaxLength: 30,
  /** A Scratch project (`.sb3`, checked by content). */
  scratchMaxBytes: 20 * 1024 * 1024,
  /** A Python program (UTF-8 text). */
  pythonMaxBytes: 256 * 1024,
  /** A cover (PNG or JPEG, checked by content). */
  coverMaxBytes: 1024 * 1024,
  /** An image the Scratch editor uploads through `/upload/matchPic`. */
  matchPicMaxBytes: 2 * 1024 * 1024,
} as const;

/** Quiet time after the last real change before the editor saves by itself. */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * One of my works: `GET /api/v3/student/getMyOpusList?pageNumber=&pageSize=&opusType=` →
 * `Paged<MyOpus>`, the last changed first (pageSize ≤ 50; opusType optional).
 */
export interface MyOpus {
  id: number;
  name: string;
  /** Same-origin URL of the cover image; '' when the work has none yet. */
  cover: string;
  opusType: OpusType;
  /** Starts at 1 and goes up by one with every save. */
  version: number;
  /** Open to everyone (the gallery). */
  published: boolean;
  /** Open to the students of my school. */
  schoolPublished: boolean;
  /** The work or template it was copied from; null when started blank. */
  originalId: number | null;
  /** Epoch ms. */
  createTime: number;
  updateTime: number;
}

export type MyOpusPage = Paged<MyOpus>;

/**
 * `GET /api/v3/student/getOpusPathFormAliOss?id=` → the work and a short-lived signed link to its
 * project file (`.sb3`, or the `.py` text), readable without the token (five minutes).
 */
export interface OpusProject extends MyOpus {
  projectUrl: string;
}

/**
 * `POST /api/v3/student/saveOpus`, multipart:
 * - `name` (1–30 characters, trimmed), `opusType` (1|2);
 * - `id` + `baseVersion` to save over one of my works (absent: a new work, version 1);
 * - `file`: the project (`.sb3` for Scratch, UTF-8 text for Python), checked by content;
 * - `cover` (optional): PNG or JPEG ≤ 1 MB; a save without one keeps the cover it had.
 *
 * A `baseVersion` that is not the stored version is refused with 409 `WORK_STALE` and the stored
 * version in `result` (`StaleWork`); nothing is written.
 */
export interface SavedOpus {
  id: number;
  name: string;
  version: number;
  cover: string;
  updateTime: number;
}

/** `result` of a 409 `WORK_STALE`: what the server holds now. */
export interface StaleWork {
  id: number;
  version: number;
  updateTime: number;
}

/** `POST /api/v3/student/copyOpus/{id}` (JSON `{ name? }`) → `SavedOpus` of the new copy (version 1). */
export interface CopyOpusBody {
  name?: string;
}

/** `POST /api/v3/student/deleteOpus/{id}` → `null`; the work disappears from every list. */

/** `GET /api/v3/student/getThemeTemplateTypeList` → `ThemeTemplateType[]` in display order. */
export interface ThemeTemplateType {
  id: number;
  /** 游戏, 故事, 艺术, 音乐… */
  name: string;
}

/**
 * `GET /api/v3/student/getThemeTemplateList?typeId=&opusType=&pageNumber=&pageSize=` →
 * `Paged<ThemeTemplate>` (typeId and opusType optional).
 */
export interface ThemeTemplate {
  id: number;
  typeId: number;
  typeName: string;
  name: string;
  description: string;
  cover: string;
  opusType: OpusType;
  /** Points it costs to unlock; 0 when free. */
  price: number;
  /** Free, or unlocked by me. */
  unlocked: boolean;
}

/**
 * `POST /api/v3/student/common/themeTemplate/unlock` (JSON `{ id }`) → `TemplateUnlock`. Spends
 * `price` points once (a second unlock charges nothing); a short balance → 409 `POINTS_NOT_ENOUGH`
 * and nothing is spent.
 */
export interface TemplateUnlock {
  id: number;
  unlocked: true;
  /** My points balance after the unlock. */
  balance: number;
}

/**
 * `POST /api/v3/student/themeTemplate/use/{id}` → `SavedOpus`: the template copied into my works
 * (`originalId` is null; the name is the template's). A locked template → 403 `TEMPLATE_LOCKED`.
 */

/** `POST /upload/matchPic`, multipart `file` (an image by content, ≤ 2 MB) → `MatchPic`. */
export interface MatchPic {
  url: string;
}

/** `POST /api/v3/student/common/showScratchEvent/tracking` (JSON) → `null`. */
export interface EditorEvent {
  event: 'open' | 'save' | 'run' | 'restore' | 'copy';
  opusType: OpusType;
  opusId?: number;
}
