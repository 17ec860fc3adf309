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
