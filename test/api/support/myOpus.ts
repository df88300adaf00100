import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SavedOpus } from '../../../core/workTypes';
import type { Envelope } from '../../../core/types';
import { zip } from '../../../tools/materials/zip';

/** A real starter project: a zip, a parseable project.json, every asset it names. */
export const SB3 = readFileSync(path.resolve(__dirname, '../../../public/materials/sc1-task-fish.sb3'));

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A project whose sprite's costume is named but not in the archive. */
export const SB3_MISSING_ASSET = zip([
  {
    name: 'project.json',
    data: Buffer.from(
      JSON.stringify({
        targets: [
          {
            isStage: true,
            name: 'Stage',
            costumes: [{ name: '背景', assetId: 'cd21514d0531fdffb22204e0ec5ed84a', dataFormat: 'svg' }],
            sounds: [],
          },
        ],
      }),
    ),
  },
]);

export interface SaveForm {
  name?: string;
  opusType?: number | string;
  id?: number;
  baseVersion?: number;
  file?: Buffer;
  fileName?: string;
  cover?: Buffer;
}

export interface SaveAnswer {
  status: number;
  body: Envelope<SavedOpus | null> & { errorCode?: string };
}

/** `POST /api/v3/student/saveOpus` as the editor sends it: multipart form data. */
export async function saveOpus(baseUrl: string, token: string, fields: SaveForm): Promise<SaveAnswer> {
  const form = new FormData();
  if (fields.name !== undefined) form.append('name', fields.name);
  if (fields.opusType !== undefined) form.append('opusType', String(fields.opusType));
  if (fields.id !== undefined) form.append('id', String(fields.id));
  if (fields.baseVersion !== undefined) form.append('baseVersion', String(fields.baseVersion));
  if (fields.file)
    form.append('file', new Blob([new Uint8Array(fields.file)]), fields.fileName ?? 'project.sb3');
  if (fields.cover) form.append('cover', new Blob([new Uint8Array(fields.cover)]), 'cover.png');
  const response = await fetch(`${baseUrl}/api/v3/student/saveOpus`, {
    method: 'POST',
    headers: { accessToken: token },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as SaveAnswer['body'] };
}

/** A new Scratch work of the student's: its saved shape. */
export async function newScratchWork(baseUrl: string, token: string, name: string): Promise<SavedOpus> {
  const { status, body } = await saveOpus(baseUrl, token, { name, opusType: 1, file: SB3 });
  if (status !== 200 || !body.result) throw new Error(`save failed: ${status} ${body.message}`);
  return body.result;
}
