// Run by jest's global setup in a plain Node process: PGlite cannot load inside jest's sandbox.
import { prepareTestTemplate } from './test-database';

prepareTestTemplate().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
