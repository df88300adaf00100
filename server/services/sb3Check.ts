import { inflateRawSync } from 'node:zlib';

/**
 * Whether a buffer is a Scratch 3 project (.sb3). `looksLikeSb3` is the cheap structural check: a
 * zip archive whose central directory lists `project.json`, nothing decompressed. `checkSb3` (a
 * saved work) also reads the project and the assets it names.
 */

const LOCAL_HEADER = 0x04034b50; // "PK\x03\x04"
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

function findEndRecord(data: Buffer): number {
  const lowest = Math.max(0, data.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = data.length - END_RECORD_SIZE; at >= lowest; at -= 1) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

export function looksLikeSb3(data: Buffer): boolean {
  if (data.length < END_RECORD_SIZE + 4 || data.readUInt32LE(0) !== LOCAL_HEADER) return false;
  const end = findEndRecord(data);
  if (end < 0) return false;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return false;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    // Scratch writes project.json at the root; some tools zip a folder around it.
    if (name === 'project.json' || name.endsWith('/project.json')) return true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

/** Far above any project a child builds; the editor itself would struggle long before. */
const MAX_PROJECT_JSON_BYTES = 8 * 1024 * 1024;
const MAX_TARGETS = 500;
const MAX_ENTRIES = 5000;
const STORED = 0;
const DEFLATED = 8;

interface ZipEntryInfo {
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The central directory by entry name; null when it is not a readable zip. */
function readDirectory(data: Buffer): Map<string, ZipEntryInfo> | null {
  if (data.length < END_RECORD_SIZE + 4 || data.readUInt32LE(0) !== LOCAL_HEADER) return null;
  const end = findEndRecord(data);
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) return null;
  const entries = new Map<string, ZipEntryInfo>();
  let at = data.readUInt32LE(end + 16);
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    entries.set(data.toString('utf8', at + 46, at + 46 + nameLength), {
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      localOffset: data.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's bytes, inflated up to `maxBytes`; null when it cannot be read within that. */
function readEntry(data: Buffer, entry: ZipEntryInfo, maxBytes: number): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const packed = data.subarray(start, start + entry.compressedSize);
  if (packed.length !== entry.compressedSize) return null;
  try {
    if (entry.method === STORED) return packed.length <= maxBytes ? packed : null;
    if (entry.method === DEFLATED) return inflateRawSync(packed, { maxOutputLength: maxBytes });
  } catch {
    // Corrupt data, or more than `maxBytes` once inflated (a zip bomb among them).
  }
  return null;
}

/** The asset file names a target's costumes and sounds refer to. */
function assetNamesOf(target: unknown): string[] | null {
  if (!target || typeof target !== 'object') return null;
  const { costumes, sounds } = target as { costumes?: unknown; sounds?: unknown };
  if (!Array.isArray(costumes) || (sounds !== undefined && !Array.isArray(sounds))) return null;
  const names: string[] = [];
  for (const asset of [...costumes, ...((sounds as unknown[] | undefined) ?? [])]) {
    if (!asset || typeof asset !== 'object') return null;
    const { md5ext, assetId, dataFormat } = asset as Record<string, unknown>;
    if (typeof md5ext === 'string') names.push(md5ext);
    else if (typeof assetId === 'string' && typeof dataFormat === 'string')
      names.push(`${assetId}.${dataFormat}`);
    else return null;
  }
  return names;
}

/** Why an upload is not a Scratch 3 project the editor can open; `asset` names a missing file. */
export type Sb3Problem =
  { kind: 'notSb3' } | { kind: 'badProject' } | { kind: 'missingAsset'; asset: string };

/**
 * The full check of a Scratch 3 project: a zip whose `project.json` parses (within a size bound)
 * into targets, and every costume and sound those targets name is in the archive beside it. Read
 * here rather than by the editor's own (AGPL) parser; null when the project holds.
 */
export function checkSb3(data: Buffer): Sb3Problem | null {
  const entries = readDirectory(data);
  if (!entries) return { kind: 'notSb3' };
  const projectName = [...entries.keys()].find(
    (name) => name === 'project.json' || name.endsWith('/project.json'),
  );
  const projectEntry = projectName === undefined ? undefined : entries.get(projectName);
  if (projectName === undefined || !projectEntry) return { kind: 'notSb3' };
  const folder = projectName.slice(0, projectName.length - 'project.json'.length);
  const json = readEntry(data, projectEntry, MAX_PROJECT_JSON_BYTES);
  if (!json) return { kind: 'badProject' };
  let project: unknown;
  try {
    project = JSON.parse(json.toString('utf8'));
  } catch {
    return { kind: 'badProject' };
  }
  const targets = (project as { targets?: unknown } | null)?.targets;
  if (!Array.isArray(targets) || targets.length === 0 || targets.length > MAX_TARGETS)
    return { kind: 'badProject' };
  for (const target of targets) {
    const names = assetNamesOf(target);
    if (!names) return { kind: 'badProject' };
    const missing = names.find((name) => !entries.has(`${folder}${name}`));
    if (missing !== undefined) return { kind: 'missingAsset', asset: missing };
  }
  return null;
}
