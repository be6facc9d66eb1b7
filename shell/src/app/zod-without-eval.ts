import { z } from 'zod';

// zod probes `new Function` for a faster parser; under the server's CSP (no 'unsafe-eval') the probe
// is refused and reported as a violation. zod is a shared singleton, so this covers every remote.
z.config({ jitless: true });
