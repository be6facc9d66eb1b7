/** The webpack loader's function, as a test calls it. */
declare function splitTranslations(
  this: { resourcePath: string; resourceQuery: string },
  source: string,
): string;
export = splitTranslations;
