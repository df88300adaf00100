import {
  MEDIA_LINK_TTL_MS,
  isMediaName,
  isValidMediaLink,
  playableUrl,
} from '../../../server/services/lessonMedia';

const SECRET = Buffer.from('a test secret of thirty-two bytes');
const NOW = 1_800_000_000_000;

function linkOf(url: string) {
  const match = /^\/lesson-media\/([^?]+)\?expires=(\d+)&sig=([\w-]+)$/.exec(url);
  if (!match) throw new Error(`not a signed media link: ${url}`);
  const [, name = '', expires = '', sig = ''] = match;
  return { name, link: { expires: Number(expires), sig } };
}

describe('lesson media links', () => {
  test('a lesson file is signed for its lifetime and opens only itself, only until then', () => {
    const { name, link } = linkOf(playableUrl(SECRET, '/lesson-media/lesson-sc-broadcast.mp4', NOW));
    expect(name).toBe('lesson-sc-broadcast.mp4');
    expect(link.expires).toBe(NOW + MEDIA_LINK_TTL_MS);
    expect(isValidMediaLink(SECRET, name, link, NOW)).toBe(true);
    expect(isValidMediaLink(SECRET, name, link, link.expires - 1)).toBe(true);
    expect(isValidMediaLink(SECRET, name, link, link.expires)).toBe(false);
    expect(isValidMediaLink(SECRET, 'lesson-py-list.mp4', link, NOW)).toBe(false);
    expect(isValidMediaLink(Buffer.from('another secret'), name, link, NOW)).toBe(false);
  });

  test('a public file (a knowledge point video) is answered as it is', () => {
    expect(playableUrl(SECRET, '/media/kp-sc-loop.mp4', NOW)).toBe('/media/kp-sc-loop.mp4');
  });

  test.each(['../app.db', '.hidden.pdf', 'a/b.pdf', 'notes.txt', 'Upper.PDF', ''])(
    '%j is not a media name',
    (name) => {
      expect(isMediaName(name)).toBe(false);
      expect(playableUrl(SECRET, `/lesson-media/${name}`, NOW)).toBe(`/lesson-media/${name}`);
    },
  );
});
