let markShown: () => void = () => undefined;
const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** RemoteScreen calls this once a screen's first render is committed. */
export function firstScreenRendered(): void {
  markShown();
}

/**
 * Runs `task` once the first screen has rendered and the page has nothing else to do: for code
 * and data a later click needs, which must not compete with the first screen.
 */
export function afterFirstScreen(task: () => void): void {
  void firstScreenShown.then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 500);
  });
}
