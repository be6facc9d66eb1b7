// jsdom lacks fetch, Request, Response, TextEncoder and friends; ky needs them. Copy Node's in.
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'DOMException',
      'TransformStream',
    ];
    for (const name of names) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = BrowserEnvironment;
