import { afterFirstScreen, firstScreenRendered } from './after-first-screen';

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
});
