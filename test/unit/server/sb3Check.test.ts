/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkSb3, looksLikeSb3 } from '../../../server/services/sb3Check';
import { zip } from '../../../tools/materials/zip';

const STARTER = readFileSync(path.resolve(__dirname, '../../../public/materials/sc1-task-fish.sb3'));

const project = (targets: unknown) => Buffer.from(JSON.stringify({ targets }), 'utf8');
const costume = { name: '小鱼', assetId: '0123456789abcdef0123456789abcdef', dataFormat: 'svg' };

test('a real project holds: it parses and every asset it names is in the archive', () => {
  expect(checkSb3(STARTER)).toBeNull();
});

test('assets are found by md5ext, or by assetId and dataFormat, beside project.json', () => {
  const svg = { name: `${costume.assetId}.svg`, data: Buffer.from('<svg/>') };
  expect(checkSb3(zip([{ name: 'project.json', data: project([{ costumes: [costume] }]) }, svg]))).toBeNull();
  expect(
    checkSb3(
      zip([
        { name: 'folder/project.json', data: project([{ costumes: [{ md5ext: svg.name }], sounds: [] }]) },
        { ...svg, name: `folder/${svg.name}` },
      ]),
    ),
  ).toBeNull();
  expect(checkSb3(zip([{ name: 'project.json', data: project([{ costumes: [costume] }]) }]))).toEqual({
    kind: 'missingAsset',
    asset: `${costume.assetId}.svg`,
  });
});

test('what is not a project: not a zip, no project.json, unreadable or shapeless JSON', () => {
  expect(checkSb3(Buffer.from('not a zip at all, just some text'))).toEqual({ kind: 'notSb3' });
  expect(checkSb3(zip([{ name: 'readme.txt', data: Buffer.from('hi') }]))).toEqual({ kind: 'notSb3' });
  expect(checkSb3(zip([{ name: 'project.json', data: Buffer.from('{"targets": [') }]))).toEqual({
    kind: 'badProject',
  });
  expect(checkSb3(zip([{ name: 'project.json', data: project([]) }]))).toEqual({ kind: 'badProject' });
  expect(checkSb3(zip([{ name: 'project.json', data: project([{ costumes: 'x' }]) }]))).toEqual({
    kind: 'badProject',
  });
});

test('a project.json that inflates past the limit is refused without inflating it all', () => {
  const bomb = zip([{ name: 'project.json', data: Buffer.alloc(64 * 1024 * 1024, 0x20) }]);
  expect(looksLikeSb3(bomb)).toBe(true);
  expect(checkSb3(bomb)).toEqual({ kind: 'badProject' });
});
