export * from './core';
export * from './releases';
export * from './studio';
