import { VALIDATION_AREAS } from './validation-resources';

describe('validation messages', () => {
  it('hold each message in one area only, so no area silently replaces another area’s translation', () => {
    const areasOf = new Map<string, string[]>();
    for (const [area, messages] of Object.entries(VALIDATION_AREAS)) {
      for (const message of Object.keys(messages))
        areasOf.set(message, [...(areasOf.get(message) ?? []), area]);
    }
    expect([...areasOf].filter(([, areas]) => areas.length > 1)).toEqual([]);
  });
});
