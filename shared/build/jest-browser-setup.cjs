require('@testing-library/jest-dom');

// The app loads the validation messages after its first screen (src/i18n/i18n.ts); a test may
// show one from its first line.
beforeAll(() => require('../src/i18n/i18n').loadValidationMessages());
