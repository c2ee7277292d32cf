/** In-page helpers: wait until a condition shows on screen, then until the frame that shows it is painted. */

const TIMEOUT_MS = 60_000;

/** Resolves after the next frame is painted: rAF runs before the paint, a message posted from it after. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}

/**
 * Resolves once `check` holds, checked once per frame and only after the DOM changed (so waiting adds little work of
 * its own), and the frame showing it has been painted.
 */
export function paintedWhen(check: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    let dirty = true;
    const observer = new MutationObserver(() => (dirty = true));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const started = performance.now();
    const frame = () => {
      if (dirty) {
        dirty = false;
        if (check()) {
          observer.disconnect();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
          return;
        }
      }
      if (performance.now() - started > TIMEOUT_MS) {
        observer.disconnect();
        reject(new Error('the expected change never appeared on screen'));
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The numbers of the "Field N" labels in the page (text nodes starting with the label). */
export function shownLabels(): Set<number> {
  const found = new Set<number>();
  const walker = document.createTreeWalker(document.getElementById('root') ?? document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const match = /^\s*Field (\d+)\b/.exec(node.textContent ?? '');
    if (match) found.add(Number(match[1]));
  }
  return found;
}

export const inputCount = () => document.querySelectorAll('input, textarea, select').length;

export const invalidCount = () => document.querySelectorAll('[aria-invalid="true"]').length;

export function hasInputValue(value: string): boolean {
  for (const input of document.querySelectorAll('input')) if (input.value === value) return true;
  return false;
}

/** The closest element around the text `label` that holds at least `count` elements matching `selector`. */
export function around(label: string, selector: string, count: number): Element[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() !== label) continue;
    for (let element = node.parentElement; element; element = element.parentElement) {
      const found = [...element.querySelectorAll(selector)];
      if (found.length >= count) return found;
    }
  }
  return [];
}
