import './zod-without-eval';
import { z } from 'zod';

describe('zod under the content security policy', () => {
  it('starts jitless when the shell has set its global before zod loads', () => {
    expect(z.config().jitless).toBe(true);
  });
});
