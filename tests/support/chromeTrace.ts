/** One event of a Chromium trace (Tracing.start through CDP), as the profiling tools read them. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU clock (µs), on the events that carry it. */
  tts?: number;
  pid: number;
  tid: number;
  args?: {
    data?: Record<string, unknown> & { type?: string };
    elementCount?: number;
    beginData?: Record<string, unknown>;
    endData?: Record<string, unknown>;
    name?: string;
  };
}
