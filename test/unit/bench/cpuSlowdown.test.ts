import { calibratedCpuSlowdown } from '../../../bench/client/lighthouse';

describe("the mobile preset's CPU slowdown for the machine the bench runs on", () => {
  it("follows Lighthouse's calculator: 4× for a 1,533 desktop, less for a slower machine", () => {
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 1);
    expect(calibratedCpuSlowdown(1300)).toBeCloseTo(3, 5);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedCpuSlowdown(800)).toBeCloseTo(2, 5);
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5, 5);
  });

  it('never speeds a machine up', () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(60)).toBe(1);
  });
});
