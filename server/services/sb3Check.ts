/**
 * A cheap structural check that a buffer is a Scratch 3 project (.sb3): a zip archive whose
 * central directory lists `project.json`. Nothing is decompressed; the editor that opens the file
 * later does the real parsing.
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
