import { isNewerThanServer, restorePointPrefix } from '../../../src/lib/restorePoint';
import type { RestorePoint } from '../../../src/lib/restorePoint';

function aPoint(overrides: Partial<RestorePoint<string>> = {}): RestorePoint<string> {
  return { project: 'print(1)', name: '作品', changedAt: 1_000, baseVersion: 3, ...overrides };
}

describe('restore points', () => {
  it('are kept apart per editor, student and work, a new work included', () => {
    expect(restorePointPrefix({ editor: 'python', studentId: 7, workId: 12 })).toBe(
      'codesprout.restore.python.7.12.',
    );
    expect(restorePointPrefix({ editor: 'scratch', studentId: 7, workId: null })).toBe(
      'codesprout.restore.scratch.7.new.',
    );
  });

  it('a point made over the version the server still has is newer than it', () => {
    expect(isNewerThanServer(aPoint({ baseVersion: 3 }), { version: 3, updateTime: 5_000 })).toBe(true);
  });

  it('a point made after the server last saved is newer, even over an older version', () => {
    expect(
      isNewerThanServer(aPoint({ baseVersion: 2, changedAt: 6_000 }), { version: 3, updateTime: 5_000 }),
    ).toBe(true);
  });

  it('a point the server has moved past since is not offered', () => {
    expect(
      isNewerThanServer(aPoint({ baseVersion: 2, changedAt: 4_000 }), { version: 3, updateTime: 5_000 }),
    ).toBe(false);
  });

  it("a new work's point is always newer: the server has nothing", () => {
    expect(isNewerThanServer(aPoint({ baseVersion: null }), null)).toBe(true);
  });
});
