import { cleanup, configure } from '@testing-library/react';
import { afterAll } from 'vitest';

// findBy* and waitFor wait for a state, not for time: their patience only matters when the state
// is slow to come. The default 1 s failed a picker test at load 14 (the suite beside four
// builds): the list came, later. A test that expects something never to appear says so itself.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom rejects an Animation's `finished` promise when the animation is cancelled and leaves
// the rejection unhandled; browsers mark it handled (Web Animations spec). Fluent UI's motion
// cancels animations on unmount, so without this every closing menu reports a false error.
const animate = Element.prototype.animate;
if (typeof animate === 'function') {
  Element.prototype.animate = function patchedAnimate(
    this: Element,
    ...args: Parameters<Element['animate']>
  ) {
    const animation = animate.apply(this, args);
    animation.finished.catch(() => undefined);
    return animation;
  };
}

// Fluent's focus manager (tabster) repositions its dummy inputs on a 100 ms timer (twice at most
// after the last change). A timer still pending when a file ends fires after happy-dom has been
// torn down (« Node is not defined », an unhandled error that fails the run on a loaded machine):
// unmount what the file rendered and let those timers run while the DOM still exists.
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 300));
});
