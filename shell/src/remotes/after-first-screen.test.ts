import { afterFirstScreen, firstScreenRendered, QUIET_MS, whenQuiet } from './after-first-screen';

describe('after the first screen', () => {
  it('holds work for a later click until the first screen has rendered, then runs it when idle', async () => {
    const idle = jest.fn((task: () => void) => task());
    Object.assign(globalThis, { requestIdleCallback: idle });
    const task = jest.fn();
    afterFirstScreen(task);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(task).not.toHaveBeenCalled();

    firstScreenRendered();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts guesses at what comes next only once the user has left the page alone for a moment', async () => {
    const idle = jest.fn((task: () => void) => task());
    Object.assign(globalThis, { requestIdleCallback: idle });
    firstScreenRendered();
    jest.useFakeTimers();
    try {
      const guess = jest.fn();
      whenQuiet(guess);
      await Promise.resolve();
      jest.advanceTimersByTime(QUIET_MS - 100);
      // A click (the member row the desk opens first) puts the guess off by the whole pause again.
      window.dispatchEvent(new Event('pointerdown'));
      jest.advanceTimersByTime(QUIET_MS - 100);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      jest.advanceTimersByTime(QUIET_MS - 1);
      expect(guess).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(guess).toHaveBeenCalledTimes(1);
      // Once started, later input starts nothing more.
      window.dispatchEvent(new Event('pointerdown'));
      jest.advanceTimersByTime(QUIET_MS * 2);
      expect(guess).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
