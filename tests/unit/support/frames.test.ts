import { describe, expect, it } from 'vitest';
import { frameCosts } from '../../bench/support/frames';

const frame = (pid: number, tid: number, ts: number, tts: number) => ({
  name: 'BeginMainThreadFrame',
  ph: 'I',
  pid,
  tid,
  ts,
  tts,
});

describe('frameCosts (the bench frame figures)', () => {
  it("reads each frame's main-thread CPU and wall interval from the page's thread", () => {
    const trace = JSON.stringify({
      traceEvents: [
        // The page's renderer: three frames, 16.7 ms apart, 4 then 12 ms of CPU.
        frame(2, 2, 1_000_000, 500_000),
        frame(2, 2, 1_016_700, 504_000),
        frame(2, 2, 1_033_400, 516_000),
        // Another renderer with fewer frames, and an event without a CPU clock.
        frame(3, 3, 1_000_000, 10),
        frame(3, 3, 1_100_000, 90_000),
        { name: 'BeginMainThreadFrame', ph: 'I', pid: 2, tid: 2, ts: 1_050_000 },
        { name: 'Paint', ph: 'X', pid: 2, tid: 2, ts: 1_001_000, dur: 3000, tts: 500_100 },
      ],
    });
    const costs = frameCosts(trace);
    expect(costs.cpu).toEqual([4, 12]);
    expect(costs.wall.map((ms) => Number(ms.toFixed(1)))).toEqual([16.7, 16.7]);
  });

  it('reads the array form of a trace, and no frames as none', () => {
    expect(frameCosts(JSON.stringify([frame(1, 1, 0, 0), frame(1, 1, 20_000, 8_000)]))).toEqual({
      cpu: [8],
      wall: [20],
    });
    expect(frameCosts('{"traceEvents":[]}')).toEqual({ cpu: [], wall: [] });
  });
});
