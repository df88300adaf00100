import type { FastifyRequest } from 'fastify';
import { uploadMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';

interface MultipartError {
  code?: string;
}

/**
 * The 400 for a multipart body the parser refused: `tooLarge` when a file part went past its
 * limit, otherwise the body's own fault (no boundary, a malformed or truncated part).
 */
export function multipartRefusal(error: unknown, tooLarge: string): ApiError {
  const code = (error as MultipartError | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(400, tooLarge, null, 'BODY_TOO_LARGE');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError(400, msg.notMultipart);
  if (code?.startsWith('FST_')) return new ApiError(400, msg.fileRequired);
  return new ApiError(400, msg.notMultipart);
}

/** A file part the form takes: its size limit and the 400 message past it (naming the part). */
export interface FilePartRule {
  maxBytes: number;
  tooLarge: string;
}

export interface ReceivedForm {
  fields: Map<string, string>;
  files: Map<string, Buffer>;
}

/** Text fields are names and numbers: a few hundred bytes is plenty. */
const MAX_FIELD_BYTES = 1024;

/**
 * Reads a multipart form of text fields and file parts into memory, each file within its own
 * limit. Parts the form does not name are read and dropped (a part left unread stalls the
 * connection's next request), like unknown parts of the single-file uploads; the first of a
 * repeated name counts.
 */
export async function receiveForm(
  request: FastifyRequest,
  fieldNames: readonly string[],
  fileRules: Readonly<Record<string, FilePartRule>>,
): Promise<ReceivedForm> {
  const rules = new Map(Object.entries(fileRules));
  const largest = Math.max(...[...rules.values()].map((rule) => rule.maxBytes));
  const form: ReceivedForm = { fields: new Map(), files: new Map() };
  let current: FilePartRule | undefined;
  // Set on a part too large; the rest of the body is still read before it is thrown.
  let refusal: ApiError | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: largest,
        files: rules.size + 2,
        fields: fieldNames.length + 4,
        fieldSize: MAX_FIELD_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        current = rules.get(part.fieldname);
        const data = await part.toBuffer();
        if (current && data.length > current.maxBytes)
          refusal ??= new ApiError(400, current.tooLarge, null, 'BODY_TOO_LARGE');
        else if (current && !form.files.has(part.fieldname)) form.files.set(part.fieldname, data);
        current = undefined;
      } else if (fieldNames.includes(part.fieldname) && !form.fields.has(part.fieldname)) {
        form.fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    throw multipartRefusal(error, (current ?? [...rules.values()][0])?.tooLarge ?? msg.fileRequired);
  }
  if (refusal) throw refusal;
  return form;
}
