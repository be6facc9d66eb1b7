// zod probes `new Function` for a faster parser; under the server's CSP (no 'unsafe-eval') the probe
// is refused and reported as a violation. zod reads its settings from this global when it loads, so
// the shell sets it without loading zod itself (the first screen needs no zod), and every remote's
// zod (a shared singleton) starts jitless.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
