import { clusterMarks } from './cluster-marks';

describe('clusterMarks', () => {
  it('draws each cluster at its position with its count and its name', () => {
    const marks = clusterMarks(
      [
        { lat: 9.0, lng: 38.7, count: 12 },
        { lat: 8.9, lng: 38.8, count: 3 },
      ],
      (count) => `${count} listings`,
    );
    expect(marks).toEqual([
      { point: { lat: 9.0, lng: 38.7 }, count: 12, label: '12 listings' },
      { point: { lat: 8.9, lng: 38.8 }, count: 3, label: '3 listings' },
    ]);
  });

  it('draws none for an answer of points', () => {
    expect(clusterMarks(undefined, String)).toEqual([]);
  });
});
