let markShown: () => void = () => undefined;
const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** RemoteScreen calls this once a screen's first render is committed. */
export function firstScreenRendered(): void {
  markShown();
}

/** Settles once the first screen's first render is committed. */
export function whenFirstScreenShown(): Promise<void> {
  return firstScreenShown;
}

/**
 * Runs `task` once the first screen has rendered and the page has nothing else to do: for code
 * and data a later click needs, which must not compete with the first screen.
 */
export function afterFirstScreen(task: () => void): void {
  void firstScreenShown.then(() => whenIdle(task));
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 500);
}

/** How long the user leaves the page alone before work they may never need starts. */
export const QUIET_MS = 1000;
const INPUTS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `task` once the first screen has rendered and the user has then left the page alone for
 * QUIET_MS: for guesses (the code of screens they may open next) heavy enough to hold up a click.
 * Started right after the first screen, such work landed on the first clicks (a member row opened
 * 20-40 % later); each click or key restarts the wait.
 */
export function whenQuiet(task: () => void): void {
  void firstScreenShown.then(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(run, QUIET_MS);
    };
    const run = () => {
      for (const type of INPUTS) window.removeEventListener(type, wait, true);
      whenIdle(task);
    };
    for (const type of INPUTS) window.addEventListener(type, wait, { capture: true, passive: true });
    wait();
  });
}
