import { evenTicks } from '../../../src/features/research/components/chart-layout';

describe('the survey charts’ scale marks', () => {
  it('marks every point of a score out of 5, and every quarter of a percentage', () => {
    expect(evenTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(evenTicks(100)).toEqual([0, 25, 50, 75, 100]);
  });
});
