// Step changes by the keyboard's Right and Left, each timed from the key's event to a forced
// layout, the frame after it awaited, turning at either end of the page's steps. Resolves to
// the times in ms, in the order taken. Used by step-change.mjs and live.mjs.
export function timeStepChanges(page, count) {
  return page.evaluate(async (n) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const label = document.getElementById("step-label");
    const result = [];
    let forward = true;
    for (let i = 0; i < n; i++) {
      const before = label.textContent;
      const start = performance.now();
      document.dispatchEvent(
        new KeyboardEvent("keydown", { key: forward ? "ArrowRight" : "ArrowLeft", bubbles: true }),
      );
      void document.body.offsetHeight;
      result.push(performance.now() - start);
      if (label.textContent === before) forward = !forward;
      await frame();
    }
    return result;
  }, count);
}
